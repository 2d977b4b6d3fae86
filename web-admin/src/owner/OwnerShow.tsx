import { UserShowView } from '../users/UserShowView';

const OwnerShow = () => <UserShowView kind="Owner" />;

export default OwnerShow;
