import { UserEditView } from '../users/UserForm';

const RiderEdit = () => <UserEditView title="Edit rider" />;

export default RiderEdit;
