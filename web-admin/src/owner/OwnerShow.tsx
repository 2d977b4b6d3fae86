import { UserShowView } from '../users/UserShowView';

const OwnerShow = () => <UserShowView kind="Owner" listLabel="Owner" />;

export default OwnerShow;
