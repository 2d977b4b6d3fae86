import { UserShowView } from '../users/UserShowView';
import { RiderApplicationSection } from './RiderApplicationSection';

/** A rider's record page: the person, then what they applied with (city, localities, vehicle, availability, ID). */
const RiderShow = () => (
  <UserShowView kind="Rider" listLabel="Rider">
    <RiderApplicationSection label="Rider application" />
  </UserShowView>
);

export default RiderShow;
