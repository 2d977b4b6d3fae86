import { UserShowView } from '../users/UserShowView';

const TenantShow = () => <UserShowView kind="Tenant" listLabel="Tenants" />;

export default TenantShow;
