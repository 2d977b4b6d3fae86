import { JSONSchema } from 'class-validator-jsonschema';
import {
  checkDismissNote,
  checkReportNote,
  checkReportReason,
  checkTakeDownReason,
  ListingReportReasons,
  type ListingReportReason,
} from '../../../domain/listing-reports/listing-report-rules.js';
import { checkOwnerAnswerText } from '../../../domain/listing-reports/owner-answer.js';
import { CHECK_VISIT_NOTE_RULE } from '../../../domain/rides/ride-status.js';
import { checkText } from '../../../domain/shared/text.js';
import { SatisfiesRule, whenSent, whenPresent, wrongTypeOnly } from '../dto/satisfies-rule.decorator.js';
import { SlotDate, SlotStart } from '../rides/rides.dto.js';

/*
 * The bodies of a report and of the console's moves on it, checked by the listing report's rules and messages. What
 * needs the clock (how far ahead a check visit's slot is) or the listing's state (the owner's answer) is read again
 * by the use cases.
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

/** POST /admin/listing-reports/{id}/check-visit: the slot (the visit rules; how far ahead against the clock), a note for the rider. */
export class CheckVisitDto {
  @SlotDate() slot_date: string = undefined as unknown as string;
  @SlotStart() slot_start: string | number = undefined as unknown as string;
  /** At most 500 characters; blank is none (the rider's page then says what a check looks for). */
  @JSONSchema({ type: ['string', 'null'] }) @whenSent() @SatisfiesRule(whenPresent((value) => checkText(value, CHECK_VISIT_NOTE_RULE))) note?: string | null = undefined;
}

/**
 * POST /properties/{id}/report-answers: the owner's answer (10 to 1000 characters). A wrong-typed text is answered
 * here; the text itself after the listing's state (a listing reports do not hold is a 409 whatever is typed).
 */
export class OwnerAnswerDto {
  @JSONSchema({ type: 'string' }) @SatisfiesRule(wrongTypeOnly(checkOwnerAnswerText)) text?: string | null = undefined;
}
