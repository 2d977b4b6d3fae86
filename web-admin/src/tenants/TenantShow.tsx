import { UserShowView } from '../users/UserShowView';

const TenantShow = () => <UserShowView kind="Tenant" />;

export default TenantShow;
