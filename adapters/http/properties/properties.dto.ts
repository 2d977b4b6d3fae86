import { Allow, IsObject, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { AdminActions, checkPropertyAction, OwnerActions, type PropertyAction } from '../../../application/properties/change-property-state.use-case.js';
import { Amenities, Cities, Furnishings, PreferredTenantOptions, PropertySorts, PropertyStatuses, PropertyTypes } from '../../../domain/properties/property-options.js';
import { Messages } from '../../../domain/shared/messages.js';
import { checkMobileNo } from '../../../domain/shared/phone-number.js';
import { SatisfiesRule, whenSent, wrongTypeOnly } from '../dto/satisfies-rule.decorator.js';
import { PageDto } from '../shared/paging.js';
import { coded } from '../validate-dto.js';

/** A field's JSON schema, as class-validator-jsonschema takes it. */
type FieldSchema = Exclude<Parameters<typeof JSONSchema>[0], ((...args: never[]) => unknown) | undefined>;

const nullable = (type: 'string' | 'integer' | 'number' | 'array', extra: FieldSchema = {}) => JSONSchema({ type: [type, 'null'], ...extra });

/**
 * The search's filters by their query-string names. Each is checked, with the spec's messages, by the one reading
 * of a search (parsePropertySearch, property-search-params.ts, over the domain's parseSearchFilters): these classes
 * name and document them.
 */
class SearchFiltersDto {
  @Allow() @JSONSchema({ type: 'string', enum: [...Cities] }) city: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', enum: [...PropertyTypes] }) property_type?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'integer', minimum: 0, maximum: 10 }) bhk?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'integer', minimum: 0 }) min_rent?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'integer', minimum: 0 }) max_rent?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', enum: [...Furnishings] }) furnishing?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', enum: [...PreferredTenantOptions] }) preferred_tenants?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', format: 'date' }) available_by?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'boolean' }) verified_only?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', enum: [...PropertySorts] }) sort?: unknown = undefined;
}

/** GET /properties/list?city=...: the shareable query string (filters, free text as `search` or `q`, the page). */
export class PropertySearchQueryDto extends SearchFiltersDto {
  @Allow() @JSONSchema({ type: 'string' }) search?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string' }) q?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'integer', minimum: 1 }) limit?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'integer', minimum: 1 }) page?: unknown = undefined;
}

/** POST /properties/list: the spec's list body `{ limit, page, search, sort, filter: {...} }` (flattened, then read like the query string). */
export class PropertySearchBodyDto {
  @Allow() @JSONSchema({ type: 'integer', minimum: 1 }) limit?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'integer', minimum: 1 }) page?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string' }) search?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', enum: [...PropertySorts] }) sort?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'object', properties: searchFilterProperties(), required: ['city'] }) filter: unknown = undefined;
}

/** The filters' JSON schema, as the query string documents them one by one. */
function searchFilterProperties(): Extract<FieldSchema, { properties?: unknown }>['properties'] {
  return {
    city: { type: 'string', enum: [...Cities] },
    property_type: { type: 'string', enum: [...PropertyTypes] },
    bhk: { type: 'integer', minimum: 0, maximum: 10 },
    min_rent: { type: 'integer', minimum: 0 },
    max_rent: { type: 'integer', minimum: 0 },
    furnishing: { type: 'string', enum: [...Furnishings] },
    preferred_tenants: { type: 'string', enum: [...PreferredTenantOptions] },
    available_by: { type: 'string', format: 'date' },
    verified_only: { type: 'boolean' },
    sort: { type: 'string', enum: [...PropertySorts] },
  };
}

/** POST /properties/list/me and /properties/list/admin: the spec's paged filter (status, city, verified). */
export class ListPropertiesDto extends PageDto {
  @IsOptional() @IsString(coded('SEARCH_TEXT')) search?: string = undefined;
  @JSONSchema({ type: 'object', properties: { status: { type: 'string', enum: [...PropertyStatuses] }, city: { type: 'string', enum: [...Cities] }, verified: { type: 'boolean' } } })
  @IsOptional()
  @IsObject(coded('LIST_FILTER'))
  filter?: Record<string, unknown> = undefined;
}

/** GET /properties/list/rider?page=&limit=&search= */
export class RiderWorkQueryDto extends PageDto {
  @IsOptional() @IsString(coded('SEARCH_TEXT')) search?: string = undefined;
}

/** GET /properties/wishlist?page=&limit= */
export class WishlistQueryDto extends PageDto {}

/** GET /properties/{id}?view=1 */
export class PropertyViewQueryDto {
  @Allow() @JSONSchema({ type: 'string', enum: ['1'], description: '1 counts a view (the details page)' }) view?: unknown = undefined;
}

/**
 * The listing form (PUT / PATCH /properties/{id}, the console's post-property): every field the domain reads.
 * Each field's rule and message are the domain's (parsePropertyDetails reports every broken field at once); this
 * class names and documents them. PUT and PATCH both take the whole description.
 */
export class PropertyFormDto {
  @Allow() @JSONSchema({ type: 'string' }) title: unknown = undefined;
  @Allow() @nullable('string') description?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', enum: [...PropertyTypes] }) property_type: unknown = undefined;
  @Allow() @JSONSchema({ type: 'integer' }) bhk: unknown = undefined;
  @Allow() @JSONSchema({ type: 'integer' }) bathrooms: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', enum: [...Furnishings] }) furnishing: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', enum: [...PreferredTenantOptions] }) preferred_tenants: unknown = undefined;
  @Allow() @JSONSchema({ type: 'integer' }) rent: unknown = undefined;
  @Allow() @nullable('integer') deposit?: unknown = undefined;
  @Allow() @nullable('integer') maintenance?: unknown = undefined;
  @Allow() @nullable('integer') built_up_area?: unknown = undefined;
  @Allow() @nullable('integer') floor?: unknown = undefined;
  @Allow() @nullable('integer') total_floors?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', format: 'date' }) available_from: unknown = undefined;
  @Allow() @nullable('array', { items: { type: 'string', enum: [...Amenities] } }) amenities?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', enum: [...Cities] }) city: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string' }) locality: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string' }) address: unknown = undefined;
  @Allow() @JSONSchema({ type: ['string', 'integer'] }) pincode: unknown = undefined;
  @Allow() @nullable('number') latitude?: unknown = undefined;
  @Allow() @nullable('number') longitude?: unknown = undefined;
  @Allow() @nullable('string') virtual_tour_url?: unknown = undefined;
}

/** POST /properties (and the console's POST post-property): the form, who owns it, and whether to submit it for review. */
export class CreatePropertyDto extends PropertyFormDto {
  /** Admins: the owner's user id. */
  @Allow() @JSONSchema({ type: 'string', description: "Admins: the owner's user id" }) owner_id?: unknown = undefined;
  /** Riders posting for an owner: the owner's number, names (for a new person) and the code they received. */
  @JSONSchema({ type: 'string' }) @whenSent() @SatisfiesRule(wrongTypeOnly(checkMobileNo, true)) owner_mobile_no?: string | number | null = undefined;
  @Allow() @JSONSchema({ type: 'string' }) owner_first_name?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string' }) owner_last_name?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string' }) owner_otp?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'boolean' }) submit?: unknown = undefined;
}

/** POST /properties/{id}/state: a move of the listing's lifecycle (which moves are allowed is the listing's rule). */
export class PropertyStateDto {
  @JSONSchema({ type: 'string', enum: [...OwnerActions, ...AdminActions] }) @SatisfiesRule(checkPropertyAction) action: PropertyAction = undefined as unknown as PropertyAction;
  /** A rejection's reason (read by the use case after who may reject; any other value than text counts as none). */
  @Allow() @JSONSchema({ type: 'string' }) reason?: unknown = undefined;
}

/** The console's PUT post-property/{id}: the form, or `{ action, reason }` to move the state. */
export class ConsolePropertyUpdateDto extends PropertyFormDto {
  /** Text moves the state (one of the moves); anything else is the form. */
  @JSONSchema({ type: 'string', enum: [...OwnerActions, ...AdminActions] })
  @SatisfiesRule((value) => (typeof value === 'string' ? checkPropertyAction(value) : null))
  action?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string' }) reason?: unknown = undefined;
}

/** POST /properties/owner-confirmation (a rider asks the owner for consent). */
export class OwnerConfirmationDto {
  @JSONSchema({ type: ['string', 'number'] }) @SatisfiesRule(checkMobileNo) owner_mobile_no: string | number = undefined as unknown as string;
}

/** POST /properties/wishlist/toggle */
export class WishlistToggleDto {
  /** A listing's id (one that is not a UUID cannot exist: 404, as an unknown one). */
  @JSONSchema({ type: 'string' }) @SatisfiesRule((value) => (typeof value === 'string' && value !== '' ? null : Messages.required)) property_id: string = undefined as unknown as string;
}
