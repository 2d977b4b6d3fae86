import { UserListView } from '../users/UserListView';

const TenantList = () => <UserListView title="Tenants" />;

export default TenantList;
