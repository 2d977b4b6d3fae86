import { leadExporter } from './leadExporter';
import { LeadListView } from './LeadListView';
import { LEAD_TYPES } from './leadStatus';

const LeadList = () => <LeadListView title="Leads" types={LEAD_TYPES} withProperty exporter={leadExporter} />;

export default LeadList;
