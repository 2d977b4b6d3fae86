import { Stack, Typography } from '@mui/material';
import { DataTable, ExportButton } from 'react-admin';
import { DateTimeField } from '../util/DateTimeField';
import { RideActionButtons } from './RideActionButtons';
import { rideExporter } from './rideExporter';
import { rideFilters } from './rideFilters';
import { formatRideSlot, isCheckVisit, listingPlace, listingTitle, personName, visitorLabel } from './rideFormat';
import { RideStateChips } from './RideStatusChip';
import { DayViewButton, NeedsRiderButton, OverdueButton } from './RideToolbarButtons';
import type { Ride, RidePerson } from './types';
import { ConsoleList } from '../util/ConsoleList';

const Column = DataTable.Col<Ride>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

const TwoLines = ({ first, second }: { first: string; second?: string | null }) => (
  <Stack>
    <Typography variant="body2" component="span">
      {first || '—'}
    </Typography>
    {second ? (
      <Typography variant="caption" color="text.secondary" component="span">
        {second}
      </Typography>
    ) : null}
  </Stack>
);

const Person = ({ person, empty }: { person: RidePerson | null; empty: string }) =>
  person ? <TwoLines first={personName(person)} second={person.mobile_no} /> : <Typography variant="body2" color="text.secondary">{empty}</Typography>;

/**
 * Rider-assisted visits: 10 a page, sorted by slot (latest first; click the Slot heading to flip); filters search `q`, status,
 * city, date, rider; "Needs a rider" quick filter; CSV export; Assign / Cancel on rows when the ride allows them.
 */
const RideList = () => (
  <ConsoleList<Ride>
    title="Rides"
    newestFirstBy="slot_start_at"
    filters={rideFilters}
    exporter={rideExporter}
    toolbar={
      <>
        <NeedsRiderButton />
        <OverdueButton />
        <DayViewButton />
        <ExportButton />
      </>
    }
  >
    <DataTable<Ride> rowClick="show" bulkActionButtons={false}>
      <Column source="slot_start_at" label="Slot (India time)" cellSx={noWrap} render={(r) => formatRideSlot(r)} />
      <Column source="property" label="Listing" disableSort render={(r) => <TwoLines first={listingTitle(r)} second={listingPlace(r)} />} />
      <Column
        source="tenant"
        label="Tenant"
        disableSort
        render={(r) => (isCheckVisit(r) ? <TwoLines first={visitorLabel(r)} second="No tenant" /> : <Person person={r.tenant} empty="—" />)}
      />
      <Column source="rider" label="Rider" disableSort render={(r) => <Person person={r.rider} empty="Not assigned" />} />
      <Column source="status" label="Status" disableSort render={(r) => <RideStateChips ride={r} />} />
      <Column source="updated_at" label="Updated" disableSort cellSx={noWrap} render={() => <DateTimeField source="updated_at" />} />
      <Column source="actions" label="Actions" disableSort render={(r) => <RideActionButtons record={r} compact />} />
    </DataTable>
  </ConsoleList>
);

export default RideList;
