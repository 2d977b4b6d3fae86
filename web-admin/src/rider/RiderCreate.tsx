import { UserCreateView } from '../users/UserForm';

const RiderCreate = () => <UserCreateView title="Add rider" />;

export default RiderCreate;
