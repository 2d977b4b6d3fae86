import { IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import {
  checkDismissNote,
  checkReportNote,
  checkReportReason,
  checkTakeDownReason,
  ListingReportReasons,
  type ListingReportReason,
} from '../../../domain/listing-reports/listing-report-rules.js';
import { SatisfiesRule } from '../dto/satisfies-rule.decorator.js';

/*
 * The bodies of a report and of the console's moves on it, checked by the listing report's rules and messages. The
 * check visit's slot (the visit rules, against the clock) and the owner's answer (read after the listing's state)
 * are still checked by their use cases, so those DTOs only name their fields.
 */

/** POST /properties/{id}/reports: a reason from the five; a note (at most 500 characters, required when the reason is OTHER). */
export class ReportListingDto {
  @JSONSchema({ type: 'string', enum: [...ListingReportReasons] }) @SatisfiesRule(checkReportReason) reason: ListingReportReason = undefined as unknown as ListingReportReason;
  /** A missing reason does not also blame the note. */
  @JSONSchema({ type: ['string', 'null'] })
  @SatisfiesRule((value, body) => checkReportNote(value, checkReportReason(body.reason) ? undefined : body.reason))
  note?: string | null = undefined;
}

/** POST /admin/listing-reports/{id}/dismiss: a note, optional. */
export class DismissReportsDto {
  @JSONSchema({ type: ['string', 'null'] }) @SatisfiesRule(checkDismissNote) note?: string | null = undefined;
}

/** POST /admin/listing-reports/{id}/take-down: the reason (5 to 500 characters), sent to the owner by SMS. */
export class TakeDownDto {
  @JSONSchema({ type: 'string' }) @SatisfiesRule(checkTakeDownReason) reason: string = undefined as unknown as string;
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
