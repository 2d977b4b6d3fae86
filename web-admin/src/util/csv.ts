/** Flat CSV for react-admin exporters: one row per record, a column = header + value getter. */

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
