/** CSV export of property requests: one flat row per request, the city and status with their labels too. */
import { cityLabel } from '../properties/propertyOptions';
import { contactCsvColumns, statusCsvColumns, toCsv, type CsvColumn } from '../util/csv';
import { requestStatusLabel } from './requestStatus';
import type { PropertyRequest } from './types';

export const REQUEST_CSV_COLUMNS: readonly CsvColumn<Partial<PropertyRequest>>[] = [
  ...contactCsvColumns<Partial<PropertyRequest>>(),
  { header: 'city', value: (r) => cityLabel(r.city) },
  { header: 'locality', value: (r) => r.locality },
  { header: 'bhk', value: (r) => r.bhk },
  { header: 'budget', value: (r) => r.budget },
  { header: 'move_in_date', value: (r) => r.move_in_date },
  { header: 'notes', value: (r) => r.notes },
  ...statusCsvColumns<Partial<PropertyRequest>>(requestStatusLabel),
];

export function requestsToCsv(records: readonly Partial<PropertyRequest>[]): string {
  return toCsv(records, REQUEST_CSV_COLUMNS);
}
