import { UserListView } from '../users/UserListView';

const OwnerList = () => <UserListView title="Owner" exportName="owner" />;

export default OwnerList;
