import { LeadShowView } from '../leads/LeadShowView';

const QueryShow = () => <LeadShowView kind="Query" withProperty={false} />;

export default QueryShow;
