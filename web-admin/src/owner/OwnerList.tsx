import { UserListView } from '../users/UserListView';

const OwnerList = () => <UserListView title="Owner" />;

export default OwnerList;
