import { UserCreateView } from '../users/UserForm';

const OwnerCreate = () => <UserCreateView title="Add owner" />;

export default OwnerCreate;
