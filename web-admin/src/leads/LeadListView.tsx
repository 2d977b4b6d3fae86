import { ExportButton, List, Pagination, TopToolbar, type Exporter } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../config';
import { leadFilters } from './leadFilters';
import { LeadGrid } from './LeadGrid';
import type { LeadType } from './leadStatus';
import type { Lead } from './types';

const ListActions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

/**
 * Server-side paged list shared by leads and queries: 10 a page. Leads are a queue: tenants who visited a home with
 * our rider and want to rent it first (priority), then newest first; queries newest first.
 */
export const LeadListView = ({
  title,
  types,
  withProperty,
  exporter,
}: {
  title: string;
  types: readonly LeadType[];
  withProperty: boolean;
  exporter: Exporter<Lead>;
}) => (
  <List<Lead>
    title={title}
    perPage={DEFAULT_PAGE_SIZE}
    sort={withProperty ? { field: 'priority', order: 'DESC' } : { field: 'created_at', order: 'DESC' }}
    filters={leadFilters(types, withProperty)}
    exporter={exporter}
    actions={<ListActions />}
    pagination={<Pagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />}
    empty={false}
  >
    <LeadGrid withProperty={withProperty} />
  </List>
);
