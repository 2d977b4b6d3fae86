/**
 * People's requests on the console (leads, queries, property requests, listing reports): the mark of one past the
 * 48-hour reply promise, the late-first order the grids open on, and the lines of a request's history. Plain logic;
 * the words come from the catalogue (domain/shared/catalogue/console/requests.texts.ts, English and Hindi).
 */
import { consoleRequestText } from '../../../adapters/http/contract/catalogue';
import { REPLY_PROMISE_HOURS } from '../../../adapters/http/contract/rules';
import type { ListingReportHistoryLine } from '../../../adapters/http/contract/wire/listing-reports';
import type { RequestHistoryLine } from '../../../adapters/http/contract/wire/my-requests';
import { formatDateTime } from '../util/dateFormat';

export type { ListingReportHistoryLine, RequestHistoryLine };

/** A history line as a record page shows it: what happened, the note beside it (if any), when. */
export interface HistoryLineText {
  what: string;
  note: string | null;
  at: string;
}

/** The API's late-first sort (`sort=["late_first","ASC"]`): those past the promise first, longest waiting first, then the usual order. */
export const LATE_FIRST_SORT = 'late_first';

/** When the promised reply was due at the latest. */
export function replyDueAt(createdAt: string): Date {
  return new Date(Date.parse(createdAt) + REPLY_PROMISE_HOURS.latest * 3_600_000);
}

/** The mark's words: its label and its title (when the reply was due). Null for a row the server did not mark. */
export function lateMark(record: { past_reply_promise?: boolean; created_at: string }): { label: string; title: string } | null {
  if (!record.past_reply_promise) return null;
  return { label: consoleRequestText('late'), title: consoleRequestText('lateTitle', { due: formatDateTime(replyDueAt(record.created_at)) }) };
}

/** One history line as the record page shows it: what happened (a status in the resource's words) and the person's note. */
export function historyLineText(line: RequestHistoryLine, statusLabel: (status: unknown) => string): HistoryLineText {
  const what =
    line.kind === 'CREATED'
      ? consoleRequestText('historyCreated')
      : line.kind === 'STATUS'
        ? consoleRequestText('historyStatus', { status: statusLabel(line.status) })
        : line.kind === 'NOTE'
          ? consoleRequestText('historyNote')
          : consoleRequestText('historyWithdrawn');
  return { what, note: line.kind === 'NOTE' ? line.note : null, at: formatDateTime(line.at) };
}

/**
 * One line of a report's history: filed, the reporter's note or withdrawal, and what the team did, naming the admin
 * who acted ("an admin" when their account is gone), with their note or the take-down reason beside it.
 */
export function reportHistoryLineText(line: ListingReportHistoryLine): HistoryLineText {
  const by = line.by_name || consoleRequestText('anAdmin');
  const what = {
    FILED: () => consoleRequestText('reportFiled'),
    NOTE: () => consoleRequestText('historyNote'),
    WITHDRAWN: () => consoleRequestText('historyWithdrawn'),
    DISMISSED: () => consoleRequestText('reportDismissed', { by }),
    TAKEN_DOWN: () => consoleRequestText('reportTakenDown', { by }),
    RESTORED: () => consoleRequestText('reportRestored', { by }),
    CLOSED: () => consoleRequestText('reportClosed'),
  }[line.kind]();
  return { what, note: line.note, at: formatDateTime(line.at) };
}
