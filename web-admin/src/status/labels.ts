/** Labels, filter choices and chip colours of the console's closed lists (statuses, types, options). */

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

const has = <K extends string>(table: Partial<Record<K, unknown>>, value: unknown): value is K =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(table, value);

/** The label of a value; an unknown value is shown as it comes (nothing for null). */
export const labelIn =
  <K extends string>(labels: Readonly<Record<K, string>>) =>
  (value: unknown): string =>
    has(labels, value) ? labels[value] : value == null ? '' : String(value);

/** Filter or form choices, in the list's order. */
export const choicesOf = <K extends string>(values: readonly K[], labels: Readonly<Record<K, string>>): Array<{ id: K; name: string }> =>
  values.map((id) => ({ id, name: labels[id] }));

/** The chip colour of a status; a status not in the table (or unknown) is 'default'. */
export const colorIn =
  <K extends string>(colors: Readonly<Partial<Record<K, ChipColor>>>) =>
  (status: unknown): ChipColor =>
    has(colors, status) ? (colors[status] ?? 'default') : 'default';
