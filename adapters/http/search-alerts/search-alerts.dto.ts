import { IsIn } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import type { City, Furnishing, PreferredTenants, PropertyType } from '../../../domain/properties/property-options.js';
import { SearchFilterReaders } from '../../../domain/properties/search-filters.js';
import { checkRentRange, SearchAlertStatuses, type SearchAlertStatus, type SearchCriteria } from '../../../domain/search-alerts/search-alert.js';
import { refusalOf } from '../../../domain/shared/domain-error.js';
import { SatisfiesRule, type RuleCheck } from '../dto/satisfies-rule.decorator.js';
import { coded } from '../validate-dto.js';

/** A filter's rule: the public search's own reader (GET /properties/list's rules and messages). */
const filter =
  (key: keyof SearchCriteria): RuleCheck =>
  (value) =>
    refusalOf(() => SearchFilterReaders[key](value));

/** The lowest rent: its own rule, then (both rents valid) not above the highest: a search that can never match. */
const minRent: RuleCheck = (value, body) =>
  refusalOf(() => SearchFilterReaders.minRent(value)) ??
  (refusalOf(() => SearchFilterReaders.maxRent(body.max_rent)) === null ? checkRentRange(SearchFilterReaders.minRent(value), SearchFilterReaders.maxRent(body.max_rent)) : null);

/**
 * POST /search-alerts: the listing page's search under GET /properties/list's names, each field checked by the
 * search's own filter readers (the same rules and messages); the route builds the SearchCriteria the use case takes.
 */
export class SearchAlertDto {
  @JSONSchema({ type: 'string', description: 'Required: the city searched.' }) @SatisfiesRule(filter('city')) city: City | string = undefined as unknown as string;
  @JSONSchema({ type: ['string', 'null'], description: 'Trimmed and cut to the search length, as the search reads it.' }) @SatisfiesRule(filter('text')) search?: string | null = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @SatisfiesRule(filter('propertyType')) property_type?: PropertyType | '' | null = undefined;
  @JSONSchema({ type: ['integer', 'null'], minimum: 0, maximum: 10 }) @SatisfiesRule(filter('bhk')) bhk?: number | string | null = undefined;
  @JSONSchema({ type: ['integer', 'null'], minimum: 0 }) @SatisfiesRule(minRent) min_rent?: number | string | null = undefined;
  @JSONSchema({ type: ['integer', 'null'], minimum: 0 }) @SatisfiesRule(filter('maxRent')) max_rent?: number | string | null = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @SatisfiesRule(filter('furnishing')) furnishing?: Furnishing | '' | null = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @SatisfiesRule(filter('preferredTenants')) preferred_tenants?: PreferredTenants | '' | null = undefined;
  @JSONSchema({ type: ['string', 'null'], format: 'date' }) @SatisfiesRule(filter('availableBy')) available_by?: string | null = undefined;
  @JSONSchema({ type: 'boolean' }) @SatisfiesRule(filter('verifiedOnly')) verified_only?: boolean | string | null = undefined;
}

/** The checked search as the alert's criteria (normalised by the same readers). */
export function searchCriteria(body: SearchAlertDto): SearchCriteria {
  const read = SearchFilterReaders;
  return {
    city: read.city(body.city),
    text: read.text(body.search),
    propertyType: read.propertyType(body.property_type),
    bhk: read.bhk(body.bhk),
    minRent: read.minRent(body.min_rent),
    maxRent: read.maxRent(body.max_rent),
    furnishing: read.furnishing(body.furnishing),
    preferredTenants: read.preferredTenants(body.preferred_tenants),
    availableBy: read.availableBy(body.available_by),
    verifiedOnly: read.verifiedOnly(body.verified_only),
  };
}

/** PATCH /search-alerts/{id}: stop or resume (anything else is answered with the allowed ones). */
export class SearchAlertStatusDto {
  @JSONSchema({ type: 'string', enum: [...SearchAlertStatuses] })
  @IsIn(SearchAlertStatuses as unknown as string[], coded('MUST_BE_ONE_OF', { field: 'status', options: SearchAlertStatuses.join(', ') }))
  status: SearchAlertStatus = undefined as unknown as SearchAlertStatus;
}
