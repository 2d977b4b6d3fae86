import { LeadListView } from '../leads/LeadListView';
import { QUERY_TYPES } from '../leads/leadStatus';
import { queryExporter } from './queryExporter';

const QueryList = () => <LeadListView title="Query" types={QUERY_TYPES} withProperty={false} exporter={queryExporter} />;

export default QueryList;
