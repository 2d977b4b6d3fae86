import { ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { checkPriceOrder, checkProjectField, MAX_PROJECT_IMAGES, ProjectFieldReaders, ProjectStatuses, type ProjectDetails, type ProjectStatus } from '../../../domain/projects/project.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { SatisfiesRule, type RuleCheck } from '../dto/satisfies-rule.decorator.js';

/** The form's field names, under the project's own names. */
const WIRE = {
  name: 'name',
  builder: 'builder',
  city: 'city',
  locality: 'locality',
  description: 'description',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  unitTypes: 'unit_types',
  possessionDate: 'possession_date',
  reraNumber: 'rera_number',
  imageUrls: 'image_urls',
  status: 'status',
} as const satisfies { [K in keyof ProjectDetails]: string };
type Wire = (typeof WIRE)[keyof typeof WIRE];

/** A field's rule (the project's reader, with its message). */
const field =
  (name: keyof ProjectDetails): RuleCheck =>
  (value) =>
    checkProjectField(name, value);

/** The highest price: its own rule, then (both prices valid) not below the lowest. */
const maxPrice: RuleCheck = (value, body) =>
  checkProjectField('maxPrice', value) ??
  (body.min_price === undefined || checkProjectField('minPrice', body.min_price) !== null
    ? null
    : checkPriceOrder(ProjectFieldReaders.minPrice(body.min_price), ProjectFieldReaders.maxPrice(value)));

/**
 * POST /admin/post-project: the console's project form, every field checked by the project's rules and messages
 * (all broken fields in one 400); the route builds the ProjectDetails the use case takes.
 */
export class ProjectDto {
  @JSONSchema({ type: 'string' }) @SatisfiesRule(field('name')) name: string = undefined as unknown as string;
  @JSONSchema({ type: 'string' }) @SatisfiesRule(field('builder')) builder: string = undefined as unknown as string;
  @JSONSchema({ type: 'string', enum: [...Cities] }) @SatisfiesRule(field('city')) city: string = undefined as unknown as string;
  @JSONSchema({ type: 'string' }) @SatisfiesRule(field('locality')) locality: string = undefined as unknown as string;
  @JSONSchema({ type: ['string', 'null'] }) @SatisfiesRule(field('description')) description?: string | null = undefined;
  @JSONSchema({ type: 'integer' }) @SatisfiesRule(field('minPrice')) min_price: number | string = undefined as unknown as number;
  @JSONSchema({ type: 'integer' }) @SatisfiesRule(maxPrice) max_price: number | string = undefined as unknown as number;
  @JSONSchema({ type: 'array', items: { type: 'string' } }) @SatisfiesRule(field('unitTypes')) unit_types?: string[] | null = undefined;
  @JSONSchema({ type: ['string', 'null'], format: 'date' }) @SatisfiesRule(field('possessionDate')) possession_date?: string | null = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @SatisfiesRule(field('reraNumber')) rera_number?: string | null = undefined;
  @JSONSchema({ type: 'array', items: { type: 'string' }, maxItems: MAX_PROJECT_IMAGES }) @SatisfiesRule(field('imageUrls')) image_urls?: string[] | null = undefined;
  @JSONSchema({ type: 'string', enum: [...ProjectStatuses] }) @SatisfiesRule(field('status')) status?: ProjectStatus = undefined;
}

/** A field sent (an absent one keeps the project's value). */
const sent = (_body: object, value: unknown) => value !== undefined;

/**
 * PUT /admin/post-project/{id}: a partial edit; each field sent is checked by the same rules (the prices against each
 * other when both are sent; against the stored ones by the use case).
 */
export class ProjectChangesDto {
  @JSONSchema({ type: 'string' }) @ValidateIf(sent) @SatisfiesRule(field('name')) name?: string = undefined;
  @JSONSchema({ type: 'string' }) @ValidateIf(sent) @SatisfiesRule(field('builder')) builder?: string = undefined;
  @JSONSchema({ type: 'string', enum: [...Cities] }) @ValidateIf(sent) @SatisfiesRule(field('city')) city?: string = undefined;
  @JSONSchema({ type: 'string' }) @ValidateIf(sent) @SatisfiesRule(field('locality')) locality?: string = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @ValidateIf(sent) @SatisfiesRule(field('description')) description?: string | null = undefined;
  @JSONSchema({ type: 'integer' }) @ValidateIf(sent) @SatisfiesRule(field('minPrice')) min_price?: number | string = undefined;
  @JSONSchema({ type: 'integer' }) @ValidateIf(sent) @SatisfiesRule(maxPrice) max_price?: number | string = undefined;
  @JSONSchema({ type: 'array', items: { type: 'string' } }) @ValidateIf(sent) @SatisfiesRule(field('unitTypes')) unit_types?: string[] | null = undefined;
  @JSONSchema({ type: ['string', 'null'], format: 'date' }) @ValidateIf(sent) @SatisfiesRule(field('possessionDate')) possession_date?: string | null = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @ValidateIf(sent) @SatisfiesRule(field('reraNumber')) rera_number?: string | null = undefined;
  @JSONSchema({ type: 'array', items: { type: 'string' }, maxItems: MAX_PROJECT_IMAGES }) @ValidateIf(sent) @SatisfiesRule(field('imageUrls')) image_urls?: string[] | null = undefined;
  @JSONSchema({ type: 'string', enum: [...ProjectStatuses] }) @ValidateIf(sent) @SatisfiesRule(field('status')) status?: ProjectStatus = undefined;
}

/** The checked form as the project's details (normalised by the same readers). */
export function projectDetails(body: ProjectDto): ProjectDetails {
  return projectChanges(body) as ProjectDetails;
}

/** The fields a checked body carried, as the project's details (absent ones left out; on create, their defaults). */
export function projectChanges(body: ProjectDto | ProjectChangesDto, all = body instanceof ProjectDto): Partial<ProjectDetails> {
  const changes: Partial<Record<keyof ProjectDetails, unknown>> = {};
  for (const [name, wire] of Object.entries(WIRE) as [keyof ProjectDetails, Wire][]) {
    const value = body[wire];
    if (all || value !== undefined) changes[name] = ProjectFieldReaders[name](value);
  }
  return changes as Partial<ProjectDetails>;
}
