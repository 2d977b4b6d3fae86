/**
 * Reports of listings: reason and status labels, chip colours, and the small texts of the queue and the record
 * page. The lists themselves come from the shared contract.
 */
import {
  LISTING_REPORT_NOTE_MAX_LENGTH,
  ListingReportReasons as REPORT_REASONS,
  ListingReportStatuses as REPORT_STATUSES,
  SLOT_HOURS,
  SLOT_RULES,
  checkTakeDownReason,
  slotState,
  type ListingReportReason,
  type ListingReportStatus,
} from '../../../adapters/http/contract/rules';
import { choicesOf, colorIn, labelIn } from '../status/labels';
import { hh, shiftDate, todayInIndia } from '../rides/rideFormat';
import type { ListingReportAction } from './types';

export { LISTING_REPORT_NOTE_MAX_LENGTH, REPORT_REASONS, REPORT_STATUSES };

const REASON_LABELS: Record<ListingReportReason, string> = {
  BROKER: 'Broker posing as owner',
  ALREADY_RENTED: 'Already rented',
  WRONG_DETAILS: 'Wrong photos or rent',
  FRAUD: 'Fraud / asks for advance money',
  OTHER: 'Other',
};

const STATUS_LABELS: Record<ListingReportStatus, string> = {
  OPEN: 'Open',
  DISMISSED: 'Dismissed',
  ACTIONED: 'Taken down',
  CLOSED: 'Closed (listing left the site)',
};

export const reportReasonLabel = labelIn(REASON_LABELS);
export const reportStatusLabel = labelIn(STATUS_LABELS);

export const reportReasonChoices = choicesOf(REPORT_REASONS, REASON_LABELS);
export const reportStatusChoices = choicesOf(REPORT_STATUSES, STATUS_LABELS);

export const reportStatusColor = colorIn<ListingReportStatus>({ OPEN: 'warning', ACTIONED: 'error' });

/** Who reported: the signed-in reporter's number, or "Anonymous". */
/** What a reporter's word rested on, as the queue says it (only the first two count toward hiding a listing). */
const STANDING: Record<string, string> = {
  VISITED: 'visited it with our rider',
  ESTABLISHED: 'established account',
  NEW: 'new account (not counted)',
};

/** "98xxxxxx01 · visited it with our rider"; "Anonymous" for a signed-out report (never counted). */
export function reporterLabel(report: { anonymous: boolean; reporter_mobile_no: string | null; reporter_standing?: string }): string {
  if (report.anonymous) return 'Anonymous';
  const who = report.reporter_mobile_no ?? 'Signed in (no number)';
  const standing = report.reporter_standing ? STANDING[report.reporter_standing] : undefined;
  return standing ? `${who} · ${standing}` : who;
}

/**
 * "2 open reports" on the listing, from different people, counted toward hiding it or not: whether it is hidden is
 * the listing's status (three people whose word counts: a rider visit or an established account).
 */
export function openReportsLabel(count: number): string {
  return count === 1 ? '1 open report' : `${count} open reports`;
}

export const REPORTS_DISMISSED_MESSAGE = 'Reports dismissed';
export const LISTING_TAKEN_DOWN_MESSAGE = 'Listing taken down; the owner gets an SMS';
export const CHECK_VISIT_BOOKED_MESSAGE = 'Check visit booked and given to a rider';

/** The take-down reason (5 to 500 characters, the owner reads it): the server's own rule and message. */
export const validateTakeDownReason = (text: string): string | undefined => checkTakeDownReason(text) ?? undefined;

export const ACTION_LABELS: Record<ListingReportAction, string> = {
  dismiss: 'Dismiss',
  take_down: 'Take down',
  check_visit: 'Book a check visit',
};

/** The India day `days` after `now`, as YYYY-MM-DD. */
export const indiaDay = (now: Date, days = 0): string => shiftDate(todayInIndia(now), days);

/** The visit windows' start hours ("09:00" … "18:00", India time). */
export const SLOT_STARTS: readonly string[] = SLOT_HOURS.map(hh);

/** The first day and window a check visit can be booked for from `now` (the server's slot rule), for the dialog's defaults. */
export function firstCheckSlot(now: Date): { date: string; start: string } {
  for (let day = 0; day <= SLOT_RULES.maxAheadDays; day++) {
    const date = indiaDay(now, day);
    const hour = SLOT_HOURS.find((h) => slotState(date, h, now) === 'open');
    if (hour !== undefined) return { date, start: hh(hour) };
  }
  return { date: indiaDay(now, 1), start: SLOT_STARTS[0]! };
}
