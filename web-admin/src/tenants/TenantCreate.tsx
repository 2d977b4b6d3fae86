import { UserCreateView } from '../users/UserForm';

const TenantCreate = () => <UserCreateView title="Add tenant" />;

export default TenantCreate;
