/**
 * A listing report's reasons, statuses and note rule: plain data and pure checks, read by the server
 * (ListingReport, parseListingReport) and both front ends (through adapters/http/contract/rules.ts).
 */
import { Messages } from '../shared/messages.js';
import { checkText } from '../shared/text.js';
import { en, english, say } from '../shared/catalogue/index.js';

/**
 * Why a listing is reported: a broker posing as the owner, already rented, wrong photos or rent, fraud (asks for
 * money in advance), or something else (which needs a note).
 */
export const ListingReportReasons = ['BROKER', 'ALREADY_RENTED', 'WRONG_DETAILS', 'FRAUD', 'OTHER'] as const;
export type ListingReportReason = (typeof ListingReportReasons)[number];

/**
 * OPEN until an admin reviews it: DISMISSED (nothing wrong found) or ACTIONED (the listing was taken down); CLOSED
 * when the listing left the site another way before any review (rented, removed, rejected, back in review).
 */
export const ListingReportStatuses = ['OPEN', 'DISMISSED', 'ACTIONED', 'CLOSED'] as const;
export type ListingReportStatus = (typeof ListingReportStatuses)[number];

/**
 * What a line of a report's history says happened (the console's record page): FILED; the reporter's NOTE or
 * WITHDRAWN; DISMISSED; the listing TAKEN_DOWN (this report actioned, or the listing rejected later); the listing
 * RESTORED (released from review by a dismissal, or approved again); CLOSED because the listing left the site another way.
 */
export const ReportHistoryKinds = ['FILED', 'NOTE', 'WITHDRAWN', 'DISMISSED', 'TAKEN_DOWN', 'RESTORED', 'CLOSED'] as const;
export type ReportHistoryKind = (typeof ReportHistoryKinds)[number];

/** A reporter's note, and an admin's dismissal note or take-down reason: at most this many characters. */
export const LISTING_REPORT_NOTE_MAX_LENGTH = 500;
/**
 * Open reports from this many distinct people take a listing out of search until an admin reviews them. Who counts
 * (listing-report.ts `peopleCountedToHide`): reporters whose word costs more than a sign-up, by their standing.
 */
export const REPORTS_TO_HIDE = 3;
/** A signed-in reporter's account this many days old (or older) is ESTABLISHED: a fresh OTP account is not. */
export const ESTABLISHED_ACCOUNT_DAYS = 30;

/**
 * What a reporter's word rests on, fixed when they report (admins see it beside the report):
 * VISITED: they saw the home on a completed rider visit; ESTABLISHED: an account at least ESTABLISHED_ACCOUNT_DAYS
 * old; NEW: a younger account with no visit of the home; VISITOR: signed out. Only VISITED and ESTABLISHED
 * reporters count toward hiding a listing, ESTABLISHED ones each from a network no other counted reporter used.
 */
export const ReporterStandings = ['VISITED', 'ESTABLISHED', 'NEW', 'VISITOR'] as const;
export type ReporterStanding = (typeof ReporterStandings)[number];

/** A reporter's standing from their visit of the home and their account's age (`establishedDays`: the setting). */
export function reporterStanding(
  input: { signedIn: boolean; visited: boolean; accountCreatedAt: Date | null },
  now: Date,
  establishedDays: number = ESTABLISHED_ACCOUNT_DAYS,
): ReporterStanding {
  if (!input.signedIn) return 'VISITOR';
  if (input.visited) return 'VISITED';
  const established = input.accountCreatedAt !== null && now.getTime() - input.accountCreatedAt.getTime() >= establishedDays * 86_400_000;
  return established ? 'ESTABLISHED' : 'NEW';
}
/** An owner's answer to the reports that keep their listing out of search (owner-answer.ts): 10 to 1000 characters. */
export const OWNER_ANSWER_MIN_LENGTH = 10;
export const OWNER_ANSWER_MAX_LENGTH = 1000;
/** Answers an owner may send while one check of reports is under way (a listing under review). */
export const OWNER_ANSWERS_PER_CHECK = 3;
/** A take-down reason (it goes into the owner's SMS): 5 to 500 characters, as a listing's rejection reason. */
export const TAKE_DOWN_REASON_MIN_LENGTH = 5;

export const ListingReportMessages = {
  reason: english('LISTING_REPORT_REASON'),
  noteForOther: english('LISTING_REPORT_NOTE_FOR_OTHER'),
  noteTooLong: say(en, 'MAX_CHARS', { max: LISTING_REPORT_NOTE_MAX_LENGTH }),
  received: say(en, 'LISTING_REPORT_RECEIVED'),
  repeat: say(en, 'LISTING_REPORT_REPEAT'),
  ownListing: say(en, 'LISTING_REPORT_OWN_LISTING'),
  tooMany: say(en, 'LISTING_REPORT_TOO_MANY'),
  notFound: say(en, 'LISTING_REPORT_NOT_FOUND'),
  alreadyReviewed: say(en, 'LISTING_REPORT_ALREADY_REVIEWED'),
  nothingOpen: say(en, 'LISTING_REPORT_NOTHING_OPEN'),
  takeDownReason: english('LISTING_REPORT_TAKE_DOWN_REASON', { min: TAKE_DOWN_REASON_MIN_LENGTH, max: LISTING_REPORT_NOTE_MAX_LENGTH }),
  notReviewable: say(en, 'LISTING_REPORT_NOT_REVIEWABLE'),
  answerText: say(en, 'LISTING_REPORT_ANSWER_TEXT', { min: OWNER_ANSWER_MIN_LENGTH, max: OWNER_ANSWER_MAX_LENGTH }),
  answerNotHeld: say(en, 'LISTING_REPORT_ANSWER_NOT_HELD'),
  answerTooMany: say(en, 'LISTING_REPORT_ANSWER_TOO_MANY', { max: OWNER_ANSWERS_PER_CHECK }),
  answerSaved: say(en, 'LISTING_REPORT_ANSWER_SAVED'),
} as const;

export const isListingReportReason = (value: unknown): value is ListingReportReason =>
  typeof value === 'string' && (ListingReportReasons as readonly string[]).includes(value);

/** Required, one of the five reasons. Its message, or null. */
export function checkReportReason(input: unknown): string | null {
  return isListingReportReason(input) ? null : ListingReportMessages.reason;
}

/** The reporter's note: optional (required when the reason is OTHER), at most 500 characters once trimmed. */
export function checkReportNote(input: unknown, reason: unknown): string | null {
  const problem = checkText(input, { max: LISTING_REPORT_NOTE_MAX_LENGTH, required: reason === 'OTHER' });
  return problem === Messages.required && reason === 'OTHER' ? ListingReportMessages.noteForOther : problem;
}

/** A take-down reason: 5 to 500 characters once trimmed. Its message, or null. */
export function checkTakeDownReason(input: unknown): string | null {
  const text = typeof input === 'string' ? input.trim() : '';
  return text.length < TAKE_DOWN_REASON_MIN_LENGTH || text.length > LISTING_REPORT_NOTE_MAX_LENGTH ? ListingReportMessages.takeDownReason : null;
}

/** An admin's optional dismissal note: at most 500 characters once trimmed. */
export function checkDismissNote(input: unknown): string | null {
  return checkText(input, { max: LISTING_REPORT_NOTE_MAX_LENGTH });
}
