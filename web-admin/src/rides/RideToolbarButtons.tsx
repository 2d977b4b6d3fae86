import CalendarViewDayIcon from '@mui/icons-material/CalendarViewDay';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Button } from '@mui/material';
import { Link, useBasename, useListContext } from 'react-admin';
import { StatusQuickFilter } from '../status/StatusQuickFilter';
import { consolePath } from '../layout/menuEntries';
import { isIsoDate, todayInIndia } from './rideFormat';
import { NEEDS_RIDER_FILTER, RIDE_DAY_PATH, RIDE_RESOURCE } from './resource';

/** The day view's address for a date (today in India by default). */
export const dayViewPath = (basename: string, date?: unknown) =>
  consolePath(basename, `/${RIDE_RESOURCE}/${RIDE_DAY_PATH}?date=${isIsoDate(date) ? date : todayInIndia()}`);

/** Quick filter "Needs a rider (N)": visits waiting for an assignment (status REQUESTED). */
export const NeedsRiderButton = () => (
  <StatusQuickFilter
    resource={RIDE_RESOURCE}
    status={NEEDS_RIDER_FILTER.status}
    sortField="slot_start_at"
    label="Needs a rider"
    icon={<PersonSearchIcon fontSize="small" />}
    testId="needs-rider-filter"
  />
);

/** Quick filter "Overdue (N)": confirmed or started visits their rider has not closed hours after the slot. */
export const OverdueButton = () => (
  <StatusQuickFilter
    resource={RIDE_RESOURCE}
    source="overdue"
    status="true"
    sortField="slot_start_at"
    label="Overdue"
    icon={<WarningAmberIcon fontSize="small" />}
    testId="overdue-filter"
  />
);

/** "Day view" for the list's date filter (or today). */
export const DayViewButton = () => {
  const basename = useBasename();
  const { filterValues } = useListContext();
  return (
    <Button component={Link} to={dayViewPath(basename, filterValues?.date)} size="small" startIcon={<CalendarViewDayIcon fontSize="small" />} sx={{ mr: 1 }}>
      Day view
    </Button>
  );
};
