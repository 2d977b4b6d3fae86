import { UserEditView } from '../users/UserForm';

const TenantEdit = () => <UserEditView title="Edit tenant" />;

export default TenantEdit;
