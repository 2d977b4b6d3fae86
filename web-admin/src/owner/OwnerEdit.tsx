import { UserEditView } from '../users/UserForm';

const OwnerEdit = () => <UserEditView title="Edit owner" />;

export default OwnerEdit;
