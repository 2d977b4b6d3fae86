/** /rider/upcoming-rides: the visits the rider has to do, soonest first, with Confirm / Start / Complete / No-show. */
import { RidesPage } from '../../rides/RidesPage';

export default function UpcomingRidesPage() {
  return <RidesPage scope="upcoming" />;
}
