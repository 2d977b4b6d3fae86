import { IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { MAX_PROJECT_IMAGES, ProjectStatuses } from '../../../domain/projects/project.js';
import { Cities } from '../../../domain/properties/property-options.js';

/**
 * The console's project (create, and a partial update). Each field is checked by the project's own rules and
 * messages in the use cases, so the DTO only names the fields; `sentFields` passes on those the body carried.
 */
export class ProjectDto {
  @JSONSchema({ type: 'string' }) @IsOptional() name?: unknown = undefined;
  @JSONSchema({ type: 'string' }) @IsOptional() builder?: unknown = undefined;
  @JSONSchema({ type: 'string', enum: [...Cities] }) @IsOptional() city?: unknown = undefined;
  @JSONSchema({ type: 'string' }) @IsOptional() locality?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @IsOptional() description?: unknown = undefined;
  @JSONSchema({ type: 'integer' }) @IsOptional() min_price?: unknown = undefined;
  @JSONSchema({ type: 'integer' }) @IsOptional() max_price?: unknown = undefined;
  @JSONSchema({ type: 'array', items: { type: 'string' } }) @IsOptional() unit_types?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'], format: 'date' }) @IsOptional() possession_date?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @IsOptional() rera_number?: unknown = undefined;
  @JSONSchema({ type: 'array', items: { type: 'string' }, maxItems: MAX_PROJECT_IMAGES }) @IsOptional() image_urls?: unknown = undefined;
  @JSONSchema({ type: 'string', enum: [...ProjectStatuses] }) @IsOptional() status?: unknown = undefined;
}

/** The fields the body carried (an absent one is left out: a partial update changes only those). */
export function sentFields(body: ProjectDto): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
