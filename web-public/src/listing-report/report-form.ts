/** The report form's rules (the server's own, from the shared contract) and what a failed send shows where. Pure, tested. */
import { checkReportNote, checkReportReason, ListingReportReasons, type ListingReportReason } from '../../../adapters/http/contract/rules';
import { localise } from '../i18n/t';

export { ListingReportReasons as REPORT_REASONS, type ListingReportReason };

export interface ReportValues {
  reason: ListingReportReason | '';
  note: string;
}

export type ReportErrors = Partial<Record<'reason' | 'note', string>>;

/** The form's problems, in the active language (the same rules the server applies). */
export function validateReport(values: ReportValues): ReportErrors {
  const errors: ReportErrors = {};
  const reason = checkReportReason(values.reason);
  if (reason) errors.reason = localise(reason);
  const note = checkReportNote(values.note, reason ? undefined : values.reason);
  if (note) errors.note = localise(note);
  return errors;
}

/** The body sent: the reason, and the trimmed note when there is one. */
export function reportBody(values: ReportValues): { reason: ListingReportReason; note?: string } {
  const note = values.note.trim();
  return { reason: values.reason as ListingReportReason, ...(note ? { note } : {}) };
}

/** A refusal's field errors under the form's fields (the server's words, in the active language). */
export function serverErrors(errors: Record<string, string> | undefined): ReportErrors {
  const found: ReportErrors = {};
  if (errors?.reason) found.reason = errors.reason;
  if (errors?.note) found.note = errors.note;
  return found;
}
