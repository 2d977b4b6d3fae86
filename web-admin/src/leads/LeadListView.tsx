import { ExportButton, type Exporter } from 'react-admin';
import { leadFilters } from './leadFilters';
import { LeadGrid } from './LeadGrid';
import type { LeadType } from './leadStatus';
import type { Lead } from './types';
import { ConsoleList } from '../util/ConsoleList';
import { LATE_FIRST_SORT } from '../status/replyPromise';

/**
 * Server-side paged list shared by leads and queries: 10 a page. Both open late first: those still NEW past the
 * 48-hour reply promise, longest waiting first, each marked "Late"; then leads as a queue (tenants who visited a home
 * with our rider and want to rent it first, then newest first), queries newest first.
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
    newestFirstBy={LATE_FIRST_SORT}
    filters={leadFilters(types, withProperty)}
    exporter={exporter}
    toolbar={<ExportButton />}
  >
    <LeadGrid withProperty={withProperty} />
  </ConsoleList>
);
