/** Flat CSV for react-admin exporters: one row per record, a column = header + value getter. */
import { fullName } from './format';

export interface CsvColumn<T> {
  header: string;
  value: (record: T) => unknown;
}

/**
 * One CSV cell. Quotes when needed; text that a spreadsheet would run as a formula
 * (starting with = + - @ or a tab/CR) gets a leading apostrophe. Arrays are joined with " | ".
 */
export function csvCell(value: unknown): string {
  if (value == null) return '';
  let text = Array.isArray(value) ? value.join(' | ') : String(value);
  if ((typeof value === 'string' || Array.isArray(value)) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(records: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const record of records) lines.push(columns.map((c) => csvCell(c.value(record))).join(','));
  return lines.join('\r\n');
}

/** The person's columns of a lead, query or property request: id, name (first + last), first_name, last_name, mobile_no, email. */
export function contactCsvColumns<
  T extends { id?: unknown; first_name?: string | null; last_name?: string | null; mobile_no?: unknown; email?: unknown },
>(): CsvColumn<T>[] {
  return [
    { header: 'id', value: (r) => r.id },
    { header: 'name', value: (r) => fullName(r.first_name, r.last_name) },
    { header: 'first_name', value: (r) => r.first_name },
    { header: 'last_name', value: (r) => r.last_name },
    { header: 'mobile_no', value: (r) => r.mobile_no },
    { header: 'email', value: (r) => r.email },
  ];
}

/** The closing columns of a record worked like a lead: status, status_label, created_at, updated_at, status_changed_at. */
export function statusCsvColumns<T extends { status?: unknown; created_at?: unknown; updated_at?: unknown; status_changed_at?: unknown }>(
  statusLabel: (status: unknown) => string,
): CsvColumn<T>[] {
  return [
    { header: 'status', value: (r) => r.status },
    { header: 'status_label', value: (r) => statusLabel(r.status) },
    { header: 'created_at', value: (r) => r.created_at },
    { header: 'updated_at', value: (r) => r.updated_at },
    { header: 'status_changed_at', value: (r) => r.status_changed_at },
  ];
}
