import { Allow, IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { Cities } from '../../../domain/properties/property-options.js';
import { PropertyRequestStatuses, type PropertyRequestStatus } from '../../../domain/property-requests/property-request.js';
import { checkPropertyRequestStatus } from '../../../domain/property-requests/property-request-rules.js';
import { SatisfiesRule } from '../dto/satisfies-rule.decorator.js';

/**
 * POST /property-requests ("Tell us what you need"): the fields the form sends. Each field's rule and message are
 * the domain's (parsePropertyRequest reports every broken field at once); this class names and documents them.
 */
export class PropertyRequestDto {
  @Allow() @JSONSchema({ type: 'string' }) first_name: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string' }) last_name: unknown = undefined;
  @Allow() @JSONSchema({ type: ['string', 'number'] }) mobile_no: unknown = undefined;
  @IsOptional() @JSONSchema({ type: 'string' }) country_code?: unknown = undefined;
  @IsOptional() @JSONSchema({ type: ['string', 'null'] }) email?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', enum: [...Cities] }) city: unknown = undefined;
  @IsOptional() @JSONSchema({ type: ['string', 'null'] }) locality?: unknown = undefined;
  @IsOptional() @JSONSchema({ type: ['integer', 'null'] }) bhk?: unknown = undefined;
  @Allow() @JSONSchema({ type: 'integer' }) budget: unknown = undefined;
  @IsOptional() @JSONSchema({ type: ['string', 'null'], format: 'date' }) move_in_date?: unknown = undefined;
  @IsOptional() @JSONSchema({ type: ['string', 'null'] }) notes?: unknown = undefined;
}

/** The console's PUT admin/property-request/{id}: only the status is editable (its rules are the use case's). */
export class PropertyRequestStatusDto {
  @JSONSchema({ type: 'string', enum: [...PropertyRequestStatuses] }) @SatisfiesRule(checkPropertyRequestStatus) status: PropertyRequestStatus = undefined as unknown as PropertyRequestStatus;
}
