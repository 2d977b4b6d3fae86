/** The shape every grid read takes: filter, free-text search, sort, and an offset range. */
export interface ListQuery<F, S extends string> {
  filter: F;
  search?: string;
  sort: { field: S; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  /**
   * With the `lateFirst` order (callback requests, property requests, listing reports): a request still in its first
   * status made before this moment is past the reply promise. The list's use case sets it from its clock.
   */
  lateBefore?: Date;
}

/**
 * The console's "late first" order of people's requests: those still in their first status and past the reply
 * promise (made before `ListQuery.lateBefore`) first, longest waiting first; then every other one in the resource's
 * usual order. The sort's direction is not read.
 */
export const LATE_FIRST = 'lateFirst';

export interface Page<T> {
  items: T[];
  total: number;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The console's CSV export asks for up to this many rows at once. */
export const MAX_EXPORT_SIZE = 1000;
