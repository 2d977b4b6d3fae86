/** The shape every grid read takes: filter, free-text search, sort, and an offset range. */
export interface ListQuery<F, S extends string> {
  filter: F;
  search?: string;
  sort: { field: S; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The console's CSV export asks for up to this many rows at once. */
export const MAX_EXPORT_SIZE = 1000;
