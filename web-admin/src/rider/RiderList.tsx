import { UserListView } from '../users/UserListView';

const RiderList = () => <UserListView title="Rider" />;

export default RiderList;
