/** CSV export of projects: one flat row per project, city and status with their labels, lists joined. */
import { cityLabel } from '../properties/propertyOptions';
import { toCsv, type CsvColumn } from '../util/csv';
import { projectStatusLabel } from './projectOptions';
import type { Project } from './types';

export const PROJECT_CSV_COLUMNS: readonly CsvColumn<Partial<Project>>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'name', value: (r) => r.name },
  { header: 'builder', value: (r) => r.builder },
  { header: 'city', value: (r) => cityLabel(r.city) },
  { header: 'locality', value: (r) => r.locality },
  { header: 'min_price', value: (r) => r.min_price },
  { header: 'max_price', value: (r) => r.max_price },
  { header: 'unit_types', value: (r) => (Array.isArray(r.unit_types) ? r.unit_types : '') },
  { header: 'possession_date', value: (r) => r.possession_date },
  { header: 'rera_number', value: (r) => r.rera_number },
  { header: 'status', value: (r) => r.status },
  { header: 'status_label', value: (r) => projectStatusLabel(r.status) },
  { header: 'description', value: (r) => r.description },
  { header: 'image_urls', value: (r) => (Array.isArray(r.image_urls) ? r.image_urls : '') },
  { header: 'created_at', value: (r) => r.created_at },
  { header: 'updated_at', value: (r) => r.updated_at },
];

export function projectsToCsv(records: readonly Partial<Project>[]): string {
  return toCsv(records, PROJECT_CSV_COLUMNS);
}
