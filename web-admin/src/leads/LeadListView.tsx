import { ExportButton, type Exporter } from 'react-admin';
import { leadFilters } from './leadFilters';
import { LeadGrid } from './LeadGrid';
import type { LeadType } from './leadStatus';
import type { Lead } from './types';
import { ConsoleList } from '../util/ConsoleList';

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
  <ConsoleList<Lead>
    title={title}
    newestFirstBy={withProperty ? 'priority' : 'created_at'}
    filters={leadFilters(types, withProperty)}
    exporter={exporter}
    toolbar={<ExportButton />}
  >
    <LeadGrid withProperty={withProperty} />
  </ConsoleList>
);
