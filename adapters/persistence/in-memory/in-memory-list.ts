import { LATE_FIRST, type ListQuery, type Page } from '../../../application/shared/list-query.js';
import { ConcurrentModificationError } from '../../../domain/shared/domain-error.js';

/** Sort, search and slice an array the way the SQL adapters do, so both pass the same contract. */
export function listInMemory<T, F, S extends string>(
  rows: T[],
  query: ListQuery<F, S>,
  matches: (row: T, filter: F) => boolean,
  haystack: (row: T) => string,
  lateFirst?: { firstStatus: string; rest: (a: T, b: T) => number },
): Page<T> {
  const needle = query.search?.trim().toLowerCase();
  const filtered = rows.filter((row) => matches(row, query.filter) && (!needle || haystack(row).toLowerCase().includes(needle)));
  if (query.sort.field === LATE_FIRST && lateFirst && query.lateBefore) {
    const cutoff = query.lateBefore.getTime();
    const isLate = (row: T) => {
      const r = row as unknown as { status: string; createdAt: Date };
      return r.status === lateFirst.firstStatus && r.createdAt.getTime() <= cutoff;
    };
    // Oldest first: the newest-first order turned round.
    const byAge = (a: T, b: T) => newestFirstOrder(b as unknown as { id: string; createdAt: Date }, a as unknown as { id: string; createdAt: Date });
    const sorted = [...filtered.filter(isLate).sort(byAge), ...filtered.filter((row) => !isLate(row)).sort(lateFirst.rest)];
    return { items: sorted.slice(query.offset, query.offset + query.limit), total: filtered.length };
  }
  const { order } = query.sort;
  const field = query.sort.field === LATE_FIRST ? 'createdAt' : query.sort.field;
  const direction = order === 'ASC' ? 1 : -1;
  const value = (row: T) => (row as Record<string, unknown>)[field] as string | number | Date;
  const sorted = [...filtered].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x < y) return -direction;
    if (x > y) return direction;
    const ia = String((a as Record<string, unknown>).id);
    const ib = String((b as Record<string, unknown>).id);
    return ia < ib ? -direction : ia > ib ? direction : 0;
  });
  return { items: sorted.slice(query.offset, query.offset + query.limit), total: filtered.length };
}

/** Copies keep the in-memory store from sharing objects with callers, as a database would. */
export function copyOf<T extends object>(entity: T): T {
  return Object.assign(Object.create(Object.getPrototypeOf(entity)), structuredClone({ ...entity })) as T;
}

/** The in-memory twin of saveVersioned: insert at version 0, otherwise only over the same version. */
export function saveVersionedInMemory<T extends { id: string; version: number }>(rows: Map<string, T>, aggregate: T, exclude: readonly (keyof T)[] = []): void {
  const stored = rows.get(aggregate.id);
  if (aggregate.version === 0) {
    aggregate.version = 1;
    rows.set(aggregate.id, copyOf(aggregate));
    return;
  }
  if (!stored || stored.version !== aggregate.version) throw new ConcurrentModificationError();
  const next = copyOf(aggregate);
  for (const key of exclude) next[key] = stored[key];
  next.version = aggregate.version + 1;
  rows.set(aggregate.id, next);
  aggregate.version += 1;
}

/**
 * The retention purge of rows that keep a client address (callback requests, requests for a home): rows made before
 * `deleteBefore` go (`onDelete` told of each), the address of those made before `clearAddressBefore` is cleared.
 */
export function purgeAddressedRows<T extends { createdAt: Date; clientIp: string | null }>(
  rows: Map<string, T>,
  deleteBefore: Date,
  clearAddressBefore: Date,
  onDelete: (id: string) => void = () => undefined,
): { deleted: number; addressesCleared: number } {
  let deleted = 0;
  let addressesCleared = 0;
  for (const [id, row] of rows) {
    if (row.createdAt < deleteBefore) {
      rows.delete(id);
      onDelete(id);
      deleted += 1;
    } else if (row.createdAt < clearAddressBefore && row.clientIp !== null) {
      row.clientIp = null;
      addressesCleared += 1;
    }
  }
  return { deleted, addressesCleared };
}

/** Rows newest first (by creation, then id), as the SQL adapters order a person's records. */
export function newestFirst<T extends { id: string; createdAt: Date }>(rows: T[]): T[] {
  return rows.sort(newestFirstOrder);
}

/** The comparator of newestFirst. */
export function newestFirstOrder(a: { id: string; createdAt: Date }, b: { id: string; createdAt: Date }): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Deletes the rows `doomed` picks from a store's map (the in-memory erasure purge; SQL deletes them in its own statements). Returns how many. */
export function deleteRowsWhere<T>(rows: Map<string, T>, doomed: (row: T) => boolean): number {
  let count = 0;
  for (const [id, row] of rows) {
    if (!doomed(row)) continue;
    rows.delete(id);
    count += 1;
  }
  return count;
}

/**
 * The rows made with `mobileNo` while signed out (no account holds them yet) become `userId`'s, each row's version
 * moved on as a save would: how many were claimed.
 */
export function claimRowsByMobile<T extends { mobileNo: string; userId: string | null; version: number }>(rows: Map<string, T>, mobileNo: string, userId: string): number {
  const unclaimed = [...rows.values()].filter((row) => row.mobileNo === mobileNo && row.userId === null);
  for (const row of unclaimed) {
    row.userId = userId;
    row.version += 1;
  }
  return unclaimed.length;
}
