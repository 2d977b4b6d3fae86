import { lazy } from 'react';
import RideIcon from '@mui/icons-material/DirectionsBike';
import { formatRideSlot } from './rideFormat';
import type { Ride } from './types';

// Each page is its own chunk, loaded when the page is first opened (the console's initial script stays small).
const RideList = lazy(() => import('./RideList'));
const RideShow = lazy(() => import('./RideShow'));
export const RideDayPage = lazy(() => import('./RideDayPage'));

/** Resource `rides` → /api/v1/admin/rides (list, record page, assign, cancel; the day view is a page under it). */
export default {
  list: RideList,
  show: RideShow,
  icon: RideIcon,
  recordRepresentation: (record: Ride) => formatRideSlot(record),
};
