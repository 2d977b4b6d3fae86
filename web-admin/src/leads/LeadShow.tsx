import { LeadShowView } from './LeadShowView';

const LeadShow = () => <LeadShowView kind="Lead" withProperty />;

export default LeadShow;
