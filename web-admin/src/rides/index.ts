import RideIcon from '@mui/icons-material/DirectionsBike';
import RideList from './RideList';
import RideShow from './RideShow';
import { formatRideSlot } from './rideFormat';
import type { Ride } from './types';

export { default as RideDayPage } from './RideDayPage';

/** Resource `rides` → /api/v1/admin/rides (list, record page, assign, cancel; the day view is a page under it). */
export default {
  list: RideList,
  show: RideShow,
  icon: RideIcon,
  recordRepresentation: (record: Ride) => formatRideSlot(record),
};
