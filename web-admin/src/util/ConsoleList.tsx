import type { ReactNode } from 'react';
import { List, Pagination, TopToolbar, type ListProps, type RaRecord } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../config';

type ConsoleListProps<R extends RaRecord> = Omit<ListProps<R>, 'actions' | 'sort' | 'perPage' | 'pagination' | 'empty'> & {
  /** The buttons above the grid (filter, create, export...). */
  toolbar: ReactNode;
  /** The field the grid opens sorted on, descending: `created_at` (newest first) or an order of the API's such as `late_first`. */
  newestFirstBy?: string;
};

/**
 * A console grid page as the spec wants every one (section 9): the server pages it, DEFAULT_PAGE_SIZE a page with the
 * console's page sizes, newest first; the grid shows even when nothing matches, so the filters stay in reach.
 */
export function ConsoleList<R extends RaRecord>({ toolbar, newestFirstBy = 'created_at', children, ...props }: ConsoleListProps<R>) {
  return (
    <List<R>
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: newestFirstBy, order: 'DESC' }}
      actions={<TopToolbar>{toolbar}</TopToolbar>}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />}
      empty={false}
      {...props}
    >
      {children}
    </List>
  );
}
