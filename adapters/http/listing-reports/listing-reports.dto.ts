import { IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ListingReportReasons } from '../../../domain/listing-reports/listing-report-rules.js';

/*
 * The bodies of a report and of the console's moves on it. Each field is checked by its use case (the listing
 * report's rules and messages: a reason from the five, a note's length, the visit slot's rules), so these DTOs
 * only name the fields.
 */

/** POST /properties/{id}/reports: a reason from the five; a note (at most 500 characters, required when the reason is OTHER). */
export class ReportListingDto {
  @JSONSchema({ type: 'string', enum: [...ListingReportReasons] }) @IsOptional() reason?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @IsOptional() note?: unknown = undefined;
}

/** POST /admin/listing-reports/{id}/dismiss: a note, optional. */
export class DismissReportsDto {
  @JSONSchema({ type: ['string', 'null'] }) @IsOptional() note?: unknown = undefined;
}

/** POST /admin/listing-reports/{id}/take-down: the reason (5 to 500 characters), sent to the owner by SMS. */
export class TakeDownDto {
  @JSONSchema({ type: 'string' }) @IsOptional() reason?: unknown = undefined;
}

/** POST /admin/listing-reports/{id}/check-visit: the slot (the visit rules), a note for the rider. */
export class CheckVisitDto {
  @JSONSchema({ type: 'string', format: 'date' }) @IsOptional() slot_date?: unknown = undefined;
  @JSONSchema({ type: 'string', description: '"HH:00", India time' }) @IsOptional() slot_start?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @IsOptional() note?: unknown = undefined;
}

/** POST /properties/{id}/report-answers: the owner's answer (10 to 1000 characters; checked by OwnerAnswer). */
export class OwnerAnswerDto {
  @JSONSchema({ type: 'string' }) @IsOptional() text?: unknown = undefined;
}
