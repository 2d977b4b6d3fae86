import { Allow, IsBoolean, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { Cities } from '../../../domain/properties/property-options.js';
import { IdDocumentTypes } from '../../../domain/riders/id-documents.js';
import { coded } from '../validate-dto.js';

/**
 * POST riders/applications: names, city, localities, vehicle, availability, ID document. Each field's rule and
 * message are the domain's (RiderApplication.submit reports every broken field at once); the schema documents them.
 */
export class RiderApplicationDto {
  @Allow() @JSONSchema({ type: 'string' }) first_name: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string' }) last_name: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', enum: [...Cities] }) city: unknown = undefined;
  @Allow() @JSONSchema({ type: 'array', items: { type: 'string' } }) localities: unknown = undefined;
  @IsBoolean(coded('RIDER_APPLICATION_VEHICLE')) has_vehicle: boolean = undefined as unknown as boolean;
  @Allow() @JSONSchema({ $ref: '#/components/schemas/Availability' }) availability: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string', enum: [...IdDocumentTypes] }) id_document_type: unknown = undefined;
  @Allow() @JSONSchema({ type: 'string' }) id_document_number: unknown = undefined;
}

/** POST admin/rider-applications/{id}/approve (`note`, optional) or /reject (`reason`). */
export class RiderReviewDto {
  /** approve: a note kept with the decision (anything but text is left out). */
  @IsOptional() @JSONSchema({ type: 'string', description: 'approve: a note kept with the decision' }) note?: unknown = undefined;
  @JSONSchema({ description: 'reject: why (the applicant reads it)' })
  @IsOptional()
  @IsString(coded('RIDER_APPLICATION_REASON_REQUIRED'))
  reason?: string = undefined;
}
