import { UserShowView } from '../users/UserShowView';

const RiderShow = () => <UserShowView kind="Rider" />;

export default RiderShow;
