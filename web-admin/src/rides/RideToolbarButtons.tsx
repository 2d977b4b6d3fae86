import CalendarViewDayIcon from '@mui/icons-material/CalendarViewDay';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Button } from '@mui/material';
import { Link, useBasename, useGetList, useListContext } from 'react-admin';
import { consolePath } from '../layout/menuEntries';
import { isIsoDate, todayInIndia } from './rideFormat';
import { NEEDS_RIDER_FILTER, RIDE_DAY_PATH, RIDE_RESOURCE } from './resource';

/** The day view's address for a date (today in India by default). */
export const dayViewPath = (basename: string, date?: unknown) =>
  consolePath(basename, `/${RIDE_RESOURCE}/${RIDE_DAY_PATH}?date=${isIsoDate(date) ? date : todayInIndia()}`);

/** Quick filter "Needs a rider (N)": visits waiting for an assignment (status REQUESTED). */
export const NeedsRiderButton = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { total } = useGetList(RIDE_RESOURCE, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'slot_start_at', order: 'ASC' },
    filter: NEEDS_RIDER_FILTER,
  });
  const active = filterValues?.status === NEEDS_RIDER_FILTER.status;
  const toggle = () => {
    const { status: _status, ...rest } = filterValues ?? {};
    setFilters(active ? rest : { ...rest, ...NEEDS_RIDER_FILTER }, displayedFilters);
  };
  return (
    <Button
      size="small"
      variant={active ? 'contained' : 'outlined'}
      color="warning"
      aria-pressed={active}
      onClick={toggle}
      startIcon={<PersonSearchIcon fontSize="small" />}
      sx={{ mr: 1, whiteSpace: 'nowrap' }}
      data-testid="needs-rider-filter"
    >
      Needs a rider{typeof total === 'number' ? ` (${total})` : ''}
    </Button>
  );
};

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
