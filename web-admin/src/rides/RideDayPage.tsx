import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { Link, ListButton, Title, useCreatePath, useGetList } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { messageOf } from '../apiClient';
import { cityChoices } from '../properties/propertyOptions';
import { truncate } from '../util/format';
import { buildDayGrid, DAY_HOURS, hourHeading, type DayRider } from './dayGrid';
import { formatIndiaDay, isCheckVisit, isIsoDate, listingTitle, personName, shiftDate, todayInIndia, visitorLabel } from './rideFormat';
import { rideStatusColor, rideStatusLabel } from './rideStatus';
import { RIDE_RESOURCE } from './resource';
import type { Ride } from './types';

/** How many visits and riders one day view reads (a city's day, well above what a day holds). */
export const DAY_RIDES_LIMIT = 200;
export const DAY_RIDERS_LIMIT = 100;

const VisitChip = ({ ride }: { ride: Ride }) => {
  const createPath = useCreatePath();
  const title = [rideStatusLabel(ride.status), listingTitle(ride), isCheckVisit(ride) ? visitorLabel(ride) : ride.tenant ? `Tenant: ${personName(ride.tenant)}` : ''].filter(Boolean).join(' · ');
  return (
    <Tooltip title={title}>
      <Chip
        size="small"
        clickable
        component={Link}
        to={createPath({ resource: RIDE_RESOURCE, id: ride.id, type: 'show' })}
        label={truncate(listingTitle(ride), 12) || rideStatusLabel(ride.status)}
        color={rideStatusColor(ride.status)}
        variant={ride.status === 'CANCELLED' ? 'outlined' : 'filled'}
        data-testid={`day-ride-${ride.id}`}
        data-status={ride.status}
        sx={{ maxWidth: '100%' }}
      />
    </Tooltip>
  );
};

/**
 * /admin/rides/day?date=YYYY-MM-DD[&city=]: one day's visits, riders as rows and the hourly slots 9-19 (India time) as
 * columns; visits without a rider on top. Each visit opens its record page. Prev / next day, date and city pickers.
 */
const RideDayPage = () => {
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date');
  const date = isIsoDate(dateParam) ? dateParam : todayInIndia();
  const city = params.get('city') ?? '';
  const go = (next: { date?: string; city?: string }) => {
    const merged = { date, city, ...next };
    setParams(merged.city ? { date: merged.date, city: merged.city } : { date: merged.date }, { replace: true });
  };

  const rides = useGetList<Ride>(RIDE_RESOURCE, {
    pagination: { page: 1, perPage: DAY_RIDES_LIMIT },
    sort: { field: 'slot_start_at', order: 'ASC' },
    filter: city ? { date, city } : { date },
  });
  const riders = useGetList<DayRider & { id: string }>('rider', {
    pagination: { page: 1, perPage: DAY_RIDERS_LIMIT },
    sort: { field: 'first_name', order: 'ASC' },
    filter: city ? { status: 'ACTIVE', city } : { status: 'ACTIVE' },
  });
  const rows = buildDayGrid(date, rides.data ?? [], riders.data ?? []);
  const truncated = typeof rides.total === 'number' && rides.total > (rides.data?.length ?? 0);

  return (
    <Box sx={{ mt: 2, minWidth: 0, maxWidth: '100%' }} data-testid="ride-day-view">
      <Title title={`Rides: ${formatIndiaDay(date)}`} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2, rowGap: 1 }}>
        <IconButton aria-label="Previous day" onClick={() => go({ date: shiftDate(date, -1) })}>
          <ChevronLeftIcon />
        </IconButton>
        <TextField
          type="date"
          size="small"
          label="Date"
          value={date}
          onChange={(event) => isIsoDate(event.target.value) && go({ date: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'day-date-input' } }}
          sx={{ width: 180, flexShrink: 0 }}
        />
        <IconButton aria-label="Next day" onClick={() => go({ date: shiftDate(date, 1) })}>
          <ChevronRightIcon />
        </IconButton>
        <Button size="small" onClick={() => go({ date: todayInIndia() })}>
          Today
        </Button>
        <TextField
          select
          size="small"
          label="City"
          value={city}
          onChange={(event) => go({ city: event.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: 180, flexShrink: 0 }}
        >
          <MenuItem value="">All cities</MenuItem>
          {cityChoices.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="h6" component="h1">
          {formatIndiaDay(date)}
        </Typography>
        <ListButton resource={RIDE_RESOURCE} label="Rides" />
      </Stack>
      {rides.error ? <Alert severity="error" sx={{ mb: 2 }}>{messageOf(rides.error)}</Alert> : null}
      {truncated ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Showing the first {rides.data?.length} of {rides.total} visits; pick a city to see them all.
        </Alert>
      ) : null}
      <Card>
        {rides.isPending || riders.isPending ? <LinearProgress /> : null}
        <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
          <TableContainer>
            <Table size="small" aria-label="Visits by rider and hour">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, minWidth: 120 }}>Rider</TableCell>
                  {DAY_HOURS.map((hour) => (
                    <TableCell key={hour} align="center" sx={{ minWidth: 68, px: 0.5, whiteSpace: 'nowrap' }}>
                      {hourHeading(hour)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 && !rides.isPending ? (
                  <TableRow>
                    <TableCell colSpan={DAY_HOURS.length + 1}>
                      <Typography variant="body2" color="text.secondary">
                        No riders or visits for this day.
                      </Typography>
                    </TableCell>
                  </TableRow>
                ) : null}
                {rows.map((row) => (
                  <TableRow key={row.key} data-testid={`day-row-${row.key}`}>
                    <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, fontWeight: row.riderId ? 400 : 600 }}>
                      {row.label}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {row.count} {row.count === 1 ? 'visit' : 'visits'}
                      </Typography>
                    </TableCell>
                    {DAY_HOURS.map((hour) => (
                      <TableCell key={hour} align="center" sx={{ borderLeft: 1, borderColor: 'divider', verticalAlign: 'top', px: 0.5 }}>
                        <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
                          {row.cells[hour].map((ride) => (
                            <VisitChip key={ride.id} ride={ride} />
                          ))}
                        </Stack>
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
    </Box>
  );
};

export default RideDayPage;
