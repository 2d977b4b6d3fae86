/** /rider/previous-rides: the rider's finished visits (completed, cancelled, no-show), newest first. */
import { RidesPage } from '../../rides/RidesPage';

export default function PreviousRidesPage() {
  return <RidesPage scope="previous" />;
}
