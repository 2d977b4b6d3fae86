import { UserListView } from '../users/UserListView';

const TenantList = () => <UserListView title="Tenants" exportName="tenants" />;

export default TenantList;
