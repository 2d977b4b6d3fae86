/** CSV export of tenants, owners and riders: one flat row per person. */
import { cityLabel } from '../properties/propertyOptions';
import { contactCsvColumns, toCsv, type CsvColumn } from '../util/csv';
import type { ConsoleUser } from './types';
import { userStatusLabel } from './userStatus';

export const USER_CSV_COLUMNS: readonly CsvColumn<Partial<ConsoleUser>>[] = [
  ...contactCsvColumns<Partial<ConsoleUser>>(),
  { header: 'city', value: (r) => cityLabel(r.city) },
  { header: 'primary_role', value: (r) => r.primary_role },
  { header: 'secondary_role', value: (r) => r.secondary_role },
  { header: 'status', value: (r) => r.status },
  { header: 'status_label', value: (r) => userStatusLabel(r.status) },
  { header: 'status_reason', value: (r) => r.status_reason },
  { header: 'status_changed_at', value: (r) => r.status_changed_at },
  { header: 'created_at', value: (r) => r.created_at },
  { header: 'updated_at', value: (r) => r.updated_at },
];

export function usersToCsv(records: readonly Partial<ConsoleUser>[]): string {
  return toCsv(records, USER_CSV_COLUMNS);
}
