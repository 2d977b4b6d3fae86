/**
 * CSV export of rider applications: one flat row per application. The ID number goes out masked only: a file
 * travels further than the console, where admins see it in full.
 */
import { cityLabel } from '../properties/propertyOptions';
import { contactCsvColumns, toCsv, type CsvColumn } from '../util/csv';
import { daysLabel } from './applicationFormat';
import { applicationStatusLabel, idDocumentTypeLabel } from './applicationStatus';
import type { RiderApplication } from './types';

const yesNo = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : '');

export const APPLICATION_CSV_COLUMNS: readonly CsvColumn<Partial<RiderApplication>>[] = [
  ...contactCsvColumns<Partial<RiderApplication>>().filter((c) => c.header !== 'email'),
  { header: 'user_id', value: (r) => r.user_id },
  { header: 'city', value: (r) => cityLabel(r.city) },
  { header: 'localities', value: (r) => r.localities },
  { header: 'has_vehicle', value: (r) => yesNo(r.has_vehicle) },
  { header: 'available_days', value: (r) => daysLabel(r.availability?.days) },
  { header: 'from_hour', value: (r) => r.availability?.from_hour },
  { header: 'to_hour', value: (r) => r.availability?.to_hour },
  { header: 'id_document_type', value: (r) => idDocumentTypeLabel(r.id_document_type) },
  { header: 'id_document_number_masked', value: (r) => r.id_document_number_masked },
  { header: 'status', value: (r) => r.status },
  { header: 'status_label', value: (r) => applicationStatusLabel(r.status) },
  { header: 'review_reason', value: (r) => r.review_reason },
  { header: 'reviewed_at', value: (r) => r.reviewed_at },
  { header: 'created_at', value: (r) => r.created_at },
];

export function applicationsToCsv(records: readonly Partial<RiderApplication>[]): string {
  return toCsv(records, APPLICATION_CSV_COLUMNS);
}
