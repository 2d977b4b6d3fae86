import { PendingApplicationsButton } from '../riderApplications/PendingApplicationsButton';
import { UserListView } from '../users/UserListView';

/** Riders, with the way to the applications waiting for a decision. */
const RiderList = () => <UserListView title="Rider" exportName="rider" actions={<PendingApplicationsButton />} />;

export default RiderList;
