/** CSV export of leads and queries: one flat row per record (react-admin's exporter feeds it). */
import { contactCsvColumns, statusCsvColumns, toCsv, type CsvColumn } from '../util/csv';
import { leadStatusLabel } from './leadStatus';
import type { Lead } from './types';

export { csvCell, toCsv, type CsvColumn } from '../util/csv';

export function leadCsvColumns(withProperty: boolean): CsvColumn<Partial<Lead>>[] {
  const columns: Array<CsvColumn<Partial<Lead>> | false> = [
    ...contactCsvColumns<Partial<Lead>>(),
    { header: 'type', value: (r) => r.type },
    withProperty && { header: 'property_id', value: (r) => r.property_id },
    { header: 'description', value: (r) => r.description },
    ...statusCsvColumns<Partial<Lead>>(leadStatusLabel),
  ];
  return columns.filter((c): c is CsvColumn<Partial<Lead>> => c !== false);
}

export function leadsToCsv(records: readonly Partial<Lead>[], withProperty: boolean): string {
  return toCsv(records, leadCsvColumns(withProperty));
}
