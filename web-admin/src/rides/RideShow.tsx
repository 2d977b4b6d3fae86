import type { ReactNode } from 'react';
import CalendarViewDayIcon from '@mui/icons-material/CalendarViewDay';
import { Button, Divider, Link as MuiLink, Typography } from '@mui/material';
import { Link, ListButton, TopToolbar, useBasename, useCreatePath, useRecordContext } from 'react-admin';
import { consolePath } from '../layout/menuEntries';
import { cityLabel } from '../properties/propertyOptions';
import { DateTimeField } from '../util/DateTimeField';
import { RecordCard, RecordPage } from '../util/RecordPage';
import { ShowItem, ShowItemGrid } from '../util/ShowItem';
import { RideActionButtons } from './RideActionButtons';
import { RideHistory } from './RideHistory';
import { reportReasonLabel } from '../listingReports/reportFormat';
import { formatRideSlot, isCheckVisit, listingTitle, personLine, personName, rideSlotParts } from './rideFormat';
import { RideReportView } from './RideReportView';
import { RideStateChips } from './RideStatusChip';
import { dayViewPath } from './RideToolbarButtons';
import type { Ride } from './types';
import { decisionText, decisionTimes } from './visitDecision';

const ShowActions = () => {
  const record = useRecordContext<Ride>();
  const basename = useBasename();
  return (
    <TopToolbar>
      <RideActionButtons />
      <Button component={Link} to={dayViewPath(basename, record ? rideSlotParts(record)?.date : undefined)} size="small" startIcon={<CalendarViewDayIcon fontSize="small" />}>
        Day view
      </Button>
      <ListButton label="Rides" />
    </TopToolbar>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
      {title}
    </Typography>
    {children}
  </>
);

const RideDetail = () => {
  const ride = useRecordContext<Ride>();
  const basename = useBasename();
  const createPath = useCreatePath();
  if (!ride) return null;
  const check = isCheckVisit(ride);
  return (
    <RecordCard testId="ride-detail">
      <ShowItemGrid>
        <ShowItem label="Slot (India time)" testId="ride-slot">
          {formatRideSlot(ride)}
        </ShowItem>
        <ShowItem label="Status">
          <RideStateChips ride={ride} />
        </ShowItem>
        <ShowItem label="City">{cityLabel(ride.city)}</ShowItem>
        <ShowItem label="Locality">{ride.locality}</ShowItem>
      </ShowItemGrid>
      <Divider />
      <Section title="Listing">
        <ShowItemGrid>
          <ShowItem label="Title">
            {ride.property ? (
              <Link to={consolePath(basename, `/preview-property/${encodeURIComponent(ride.property.id)}`)}>{listingTitle(ride)}</Link>
            ) : (
              listingTitle(ride)
            )}
          </ShowItem>
          <ShowItem label="Address">{[ride.property?.address, ride.property?.pincode].filter(Boolean).join(' – ')}</ShowItem>
          <ShowItem label="Map">
            {ride.property?.map_url ? (
              <MuiLink href={ride.property.map_url} target="_blank" rel="noopener noreferrer">
                Open map
              </MuiLink>
            ) : null}
          </ShowItem>
        </ShowItemGrid>
      </Section>
      <Divider />
      <Section title="People">
        <ShowItemGrid>
          {check ? (
            <>
              <ShowItem label="Visit" testId="ride-tenant">
                Check visit of the listing: no tenant
              </ShowItem>
              <ShowItem label="Booked by" testId="ride-booked-by">
                {personLine(ride.booked_by)}
              </ShowItem>
              <ShowItem label="Reported for">{(ride.check_reasons ?? []).map(reportReasonLabel).join('; ')}</ShowItem>
            </>
          ) : (
            <>
              <ShowItem label="Tenant" testId="ride-tenant">
                {personName(ride.tenant)}
              </ShowItem>
              <ShowItem label="Tenant phone">{ride.tenant?.mobile_no}</ShowItem>
            </>
          )}
          <ShowItem label="Rider" testId="ride-rider">
            {ride.rider ? <Link to={createPath({ resource: 'rider', id: ride.rider.id, type: 'show' })}>{personName(ride.rider) || ride.rider.id}</Link> : 'Not assigned'}
          </ShowItem>
          <ShowItem label="Rider phone">{ride.rider?.mobile_no}</ShowItem>
        </ShowItemGrid>
        <ShowItemGrid>
          <ShowItem label={check ? 'Note for the rider' : 'Tenant note'}>{ride.tenant_note}</ShowItem>
          <ShowItem label="Cancel reason" testId="ride-cancel-reason">
            {ride.cancel_reason}
          </ShowItem>
          <ShowItem label="Booked">
            <DateTimeField source="created_at" />
          </ShowItem>
          <ShowItem label="Updated">
            <DateTimeField source="updated_at" />
          </ShowItem>
        </ShowItemGrid>
      </Section>
      <Divider />
      <Section title="Report">
        <RideReportView report={ride.report} />
      </Section>
      {ride.decision ? (
        <>
          <Divider />
          <Section title="Tenant's decision after the visit">
            <ShowItemGrid>
              <ShowItem label="Answer" testId="ride-decision">
                {decisionText(ride.decision)}
              </ShowItem>
              <ShowItem label="When">{decisionTimes(ride.decision)}</ShowItem>
            </ShowItemGrid>
          </Section>
        </>
      ) : null}
      <Divider />
      <Section title="History">
        <RideHistory ride={ride} />
      </Section>
    </RecordCard>
  );
};

/** Record page of a ride: slot, listing, both sides, notes, the rider's report, the history; Assign / Cancel when allowed. */
const RideShow = () => (
  <RecordPage title={<RideTitle />} actions={<ShowActions />}>
    <RideDetail />
  </RecordPage>
);

const RideTitle = () => {
  const record = useRecordContext<Ride>();
  return <span>{record ? `Ride: ${formatRideSlot(record)}` : 'Ride'}</span>;
};

export default RideShow;
