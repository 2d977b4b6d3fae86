/** CSV export of property requests: one flat row per request, the city and status with their labels too. */
import { cityLabel } from '../properties/propertyOptions';
import { toCsv, type CsvColumn } from '../util/csv';
import { fullName } from '../util/format';
import { requestStatusLabel } from './requestStatus';
import type { PropertyRequest } from './types';

export const REQUEST_CSV_COLUMNS: readonly CsvColumn<Partial<PropertyRequest>>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'name', value: (r) => fullName(r.first_name, r.last_name) },
  { header: 'first_name', value: (r) => r.first_name },
  { header: 'last_name', value: (r) => r.last_name },
  { header: 'mobile_no', value: (r) => r.mobile_no },
  { header: 'email', value: (r) => r.email },
  { header: 'city', value: (r) => cityLabel(r.city) },
  { header: 'locality', value: (r) => r.locality },
  { header: 'bhk', value: (r) => r.bhk },
  { header: 'budget', value: (r) => r.budget },
  { header: 'move_in_date', value: (r) => r.move_in_date },
  { header: 'notes', value: (r) => r.notes },
  { header: 'status', value: (r) => r.status },
  { header: 'status_label', value: (r) => requestStatusLabel(r.status) },
  { header: 'created_at', value: (r) => r.created_at },
  { header: 'updated_at', value: (r) => r.updated_at },
  { header: 'status_changed_at', value: (r) => r.status_changed_at },
];

export function requestsToCsv(records: readonly Partial<PropertyRequest>[]): string {
  return toCsv(records, REQUEST_CSV_COLUMNS);
}
