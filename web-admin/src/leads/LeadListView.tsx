import { ExportButton, type Exporter } from 'react-admin';
import { leadFilters } from './leadFilters';
import { LeadGrid } from './LeadGrid';
import type { LeadType } from './leadStatus';
import type { Lead } from './types';
import { ConsoleList } from '../util/ConsoleList';

/** Server-side paged list shared by leads and queries: 10 a page, newest first. */
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
    filters={leadFilters(types)}
    exporter={exporter}
    toolbar={<ExportButton />}
  >
    <LeadGrid withProperty={withProperty} />
  </ConsoleList>
);
