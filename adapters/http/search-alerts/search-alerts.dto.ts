import { IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { SearchAlertStatuses, type SearchAlertStatus } from '../../../domain/search-alerts/search-alert-rules.js';

/**
 * POST /search-alerts: the listing page's search under GET /properties/list's names. Each field is read by the
 * domain's `parseSearchCriteria` (the search's own filter reader, with its messages), so the DTO only names them.
 */
export class SearchAlertDto {
  @JSONSchema({ type: 'string', description: 'Required: the city searched.' }) @IsOptional() city?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'], description: 'Trimmed and cut to the search length, as the search reads it.' }) @IsOptional() search?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @IsOptional() property_type?: unknown = undefined;
  @JSONSchema({ type: ['integer', 'null'], minimum: 0, maximum: 10 }) @IsOptional() bhk?: unknown = undefined;
  @JSONSchema({ type: ['integer', 'null'], minimum: 0 }) @IsOptional() min_rent?: unknown = undefined;
  @JSONSchema({ type: ['integer', 'null'], minimum: 0 }) @IsOptional() max_rent?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @IsOptional() furnishing?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @IsOptional() preferred_tenants?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'], format: 'date' }) @IsOptional() available_by?: unknown = undefined;
  @JSONSchema({ type: 'boolean' }) @IsOptional() verified_only?: unknown = undefined;
}

/** PATCH /search-alerts/{id}: stop or resume (the use case answers an unknown status with the allowed ones). */
export class SearchAlertStatusDto {
  @JSONSchema({ type: 'string', enum: [...SearchAlertStatuses] }) @IsOptional() status?: SearchAlertStatus | unknown = undefined;
}
