/**
 * A record's status and the moves it allows, shared by the resources worked like leads (leads, queries,
 * property requests). The API sends the allowed moves per record as `next_statuses`; the documented table
 * is only the fallback for a record that comes without the field.
 */

export interface StatusFlow<S extends string> {
  /** Every status, the initial one first (a move back to it is a reopening). */
  statuses: readonly S[];
  labels: Readonly<Record<S, string>>;
  /** Moves as documented in docs/api.md. */
  documentedNext: Readonly<Record<S, readonly S[]>>;
}

export function isStatusIn<S extends string>(flow: StatusFlow<S>, value: unknown): value is S {
  return typeof value === 'string' && (flow.statuses as readonly string[]).includes(value);
}

/** Human label of a status; unknown values are shown as they come. */
export function statusLabelIn<S extends string>(flow: StatusFlow<S>, status: unknown): string {
  if (isStatusIn(flow, status)) return flow.labels[status];
  return status == null ? '' : String(status);
}

/** Options of the status menu: the record's `next_statuses` (known statuses, API order, no duplicates, not the current one). */
export function nextStatusesIn<S extends string>(
  flow: StatusFlow<S>,
  record: { status?: unknown; next_statuses?: unknown } | null | undefined,
): S[] {
  if (!record) return [];
  if (Array.isArray(record.next_statuses)) {
    const known = record.next_statuses.filter((value): value is S => isStatusIn(flow, value));
    return [...new Set(known)].filter((status) => status !== record.status);
  }
  return isStatusIn(flow, record.status) ? [...flow.documentedNext[record.status]] : [];
}

/** Label of the menu option moving a record from `from` to `to`: "Reopen (New)" back to the initial status, else "Mark as …". */
export function statusOptionLabelIn<S extends string>(flow: StatusFlow<S>, from: unknown, to: S): string {
  if (to === flow.statuses[0] && from !== to) return `Reopen (${flow.labels[to]})`;
  return `Mark as ${flow.labels[to]}`;
}

/** Choices of a status filter, in the flow's order. */
export function statusChoicesOf<S extends string>(flow: StatusFlow<S>): Array<{ id: S; name: string }> {
  return flow.statuses.map((id) => ({ id, name: flow.labels[id] }));
}
