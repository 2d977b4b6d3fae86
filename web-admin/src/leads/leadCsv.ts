/** CSV export of leads and queries: one flat row per record (react-admin's exporter feeds it). */
import { toCsv, type CsvColumn } from '../util/csv';
import { fullName } from '../util/format';
import { leadStatusLabel } from './leadStatus';
import type { Lead } from './types';

export { csvCell, toCsv, type CsvColumn } from '../util/csv';

export function leadCsvColumns(withProperty: boolean): CsvColumn<Partial<Lead>>[] {
  const columns: Array<CsvColumn<Partial<Lead>> | false> = [
    { header: 'id', value: (r) => r.id },
    { header: 'name', value: (r) => fullName(r.first_name, r.last_name) },
    { header: 'first_name', value: (r) => r.first_name },
    { header: 'last_name', value: (r) => r.last_name },
    { header: 'mobile_no', value: (r) => r.mobile_no },
    { header: 'email', value: (r) => r.email },
    { header: 'type', value: (r) => r.type },
    withProperty && { header: 'property_id', value: (r) => r.property_id },
    { header: 'description', value: (r) => r.description },
    { header: 'status', value: (r) => r.status },
    { header: 'status_label', value: (r) => leadStatusLabel(r.status) },
    { header: 'created_at', value: (r) => r.created_at },
    { header: 'updated_at', value: (r) => r.updated_at },
    { header: 'status_changed_at', value: (r) => r.status_changed_at },
  ];
  return columns.filter((c): c is CsvColumn<Partial<Lead>> => c !== false);
}

export function leadsToCsv(records: readonly Partial<Lead>[], withProperty: boolean): string {
  return toCsv(records, leadCsvColumns(withProperty));
}
