/**
 * The rider's visit report (PATCH /rides/{id} action `complete`): did the home match its listing, what differed
 * (required when it did not), notes, and up to 10 photos checked as listing photos are (JPEG / PNG / WebP, at most
 * 10 MB). The checks use the server's own messages (domain/rides/ride.ts). Pure, tested.
 */
import type { ReportBody } from '../api/rides';
import { MAX_REPORT_PHOTOS, RIDE_REPORT_TEXT_MAX_LENGTH } from '../../../adapters/http/contract/rules';
import { t } from '../i18n/t';
import { photoProblem } from '../property/photos';
import type { FieldErrors } from '../validation/rules';

/** The server's limits of a visit report (domain/rides/ride-status.ts, through the shared contract). */
export const REPORT_LIMITS = { text: RIDE_REPORT_TEXT_MAX_LENGTH, photos: MAX_REPORT_PHOTOS } as const;

export type ReportField = 'matched' | 'differences' | 'notes' | 'photos';

export interface ReportValues {
  /** '' until the rider answers. */
  matched: '' | 'yes' | 'no';
  differences: string;
  notes: string;
}

export const emptyReport = (): ReportValues => ({ matched: '', differences: '', notes: '' });

type PhotoLike = { type: string; size: number };

/** Why these chosen photos cannot all be sent (the first problem), or null. */
export function reportPhotosProblem(photos: readonly PhotoLike[]): string | null {
  if (photos.length > REPORT_LIMITS.photos) return t('report.tooManyPhotos', { max: REPORT_LIMITS.photos });
  for (const photo of photos) {
    const problem = photoProblem(photo);
    if (problem) return problem;
  }
  return null;
}

/**
 * Split newly chosen files into those that can join the report and the problem with the others (wrong type,
 * too large, or past 10 photos), so one bad file does not throw away the good ones.
 */
export function acceptPhotos<F extends PhotoLike>(chosen: readonly F[], already: number): { accepted: F[]; problem: string | null } {
  const accepted: F[] = [];
  let problem: string | null = null;
  for (const file of chosen) {
    const wrong = photoProblem(file);
    if (wrong) problem ??= wrong;
    else if (already + accepted.length >= REPORT_LIMITS.photos) problem ??= t('report.tooManyPhotos', { max: REPORT_LIMITS.photos });
    else accepted.push(file);
  }
  return { accepted, problem };
}

const tooLong = (value: string) => value.trim().replace(/\s+/g, ' ').length > REPORT_LIMITS.text;

/** The fields that fail, with the server's messages. */
export function validateReport(values: ReportValues, photos: readonly PhotoLike[]): FieldErrors<ReportField> {
  const errors: FieldErrors<ReportField> = {};
  if (values.matched !== 'yes' && values.matched !== 'no') errors.matched = t('report.matchedRequired');
  if (values.matched === 'no' && !values.differences.trim()) errors.differences = t('report.differencesRequired');
  else if (values.matched === 'no' && tooLong(values.differences)) errors.differences = t('validation.atMostChars', { max: REPORT_LIMITS.text });
  if (tooLong(values.notes)) errors.notes = t('validation.atMostChars', { max: REPORT_LIMITS.text });
  const photoProblem = reportPhotosProblem(photos);
  if (photoProblem) errors.photos = photoProblem;
  return errors;
}

/** The report for values that passed `validateReport`: differences only when it did not match, empty text left out. */
export function toReportBody(values: ReportValues): ReportBody {
  const matched = values.matched === 'yes';
  const differences = values.differences.trim();
  const notes = values.notes.trim();
  return {
    matched,
    ...(!matched && differences ? { differences } : {}),
    ...(notes ? { notes } : {}),
  };
}

const FIELDS: readonly ReportField[] = ['matched', 'differences', 'notes', 'photos'];

/** The server's `errors` that belong to the report's fields. */
export function reportErrorsFromServer(errors: Record<string, string> | undefined): FieldErrors<ReportField> {
  const mapped: FieldErrors<ReportField> = {};
  for (const [name, message] of Object.entries(errors ?? {})) {
    if ((FIELDS as readonly string[]).includes(name) && message) mapped[name as ReportField] = message;
  }
  return mapped;
}
