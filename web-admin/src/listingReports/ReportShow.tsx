import { Alert, Divider, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { Link, ListButton, TopToolbar, useBasename, useCreatePath, useRecordContext } from 'react-admin';
import { consolePath } from '../layout/menuEntries';
import { PropertyStatusChip } from '../properties/PropertyStatusChip';
import { formatRupees, localityCity } from '../properties/propertyFormat';
import { RideStatusChip } from '../rides/RideStatusChip';
import { formatRideSlot } from '../rides/rideFormat';
import { RIDE_RESOURCE } from '../rides/resource';
import { LateChip } from '../status/LateChip';
import { reportHistoryLineText, type ListingReportHistoryLine } from '../status/replyPromise';
import { RecordHistory } from '../status/RequestHistory';
import { formatDateTime } from '../util/dateFormat';
import { DateTimeField } from '../util/DateTimeField';
import { fullName } from '../util/format';
import { RecordCard, RecordPage, RecordSection as Section, RecordTable } from '../util/RecordPage';
import { ShowItem, ShowItemGrid } from '../util/ShowItem';
import { ReportActionButtons } from './ReportActionButtons';
import { openReportsLabel, reporterLabel, reportReasonLabel } from './reportFormat';
import { ReportStatusChip } from './ReportStatusChip';
import type { CheckVisit, ListingReportDetails, ListingReportEntry, OwnerAnswer } from './types';

const ShowActions = () => (
  <TopToolbar>
    <ReportActionButtons />
    <ListButton label="Reports" />
  </TopToolbar>
);

const when = (iso: string | null) => formatDateTime(iso);

/** What the owner answered to the reports (from Your Properties, while reports held the listing), newest first. */
const OwnerAnswers = ({ answers }: { answers: OwnerAnswer[] }) =>
  answers.length === 0 ? (
    <Typography variant="body2">The owner has not answered.</Typography>
  ) : (
    <Stack spacing={1} data-testid="owner-answers">
      {answers.map((a) => (
        <Typography key={a.id} variant="body2">
          <Typography component="span" variant="body2" color="text.secondary">
            {when(a.created_at)}:{' '}
          </Typography>
          {a.text}
        </Typography>
      ))}
    </Stack>
  );

/** Every report of the listing, newest first; the one opened is marked. */
const ReportsTable = ({ reports, current }: { reports: ListingReportEntry[]; current: string }) => (
  <RecordTable label="Reports of this listing" testId="listing-reports-table" columns={['Reported', 'Reason', 'Note', 'Reporter', 'Status', 'Review']}>
    {reports.map((r) => (
      <TableRow key={r.id} selected={r.id === current} data-testid="listing-report-row" data-status={r.status}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(r.created_at)}</TableCell>
        <TableCell>{reportReasonLabel(r.reason)}</TableCell>
        <TableCell sx={{ whiteSpace: 'pre-wrap', maxWidth: 320 }}>{r.note ?? '—'}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{reporterLabel(r)}</TableCell>
        <TableCell>
          <ReportStatusChip status={r.status} />
        </TableCell>
        <TableCell sx={{ maxWidth: 260 }}>{r.review_note ?? (r.reviewed_at ? when(r.reviewed_at) : '—')}</TableCell>
      </TableRow>
    ))}
  </RecordTable>
);

/** The rider visits admins booked to check the listing, with who booked each and what the rider found. */
const CheckVisits = ({ visits }: { visits: CheckVisit[] }) => {
  const createPath = useCreatePath();
  if (visits.length === 0) return <Typography variant="body2">No check visit yet.</Typography>;
  return (
    <Stack spacing={1} data-testid="check-visits">
      {visits.map((visit) => (
        <Stack key={visit.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Link to={createPath({ resource: RIDE_RESOURCE, id: visit.id, type: 'show' })}>{formatRideSlot(visit)}</Link>
          <RideStatusChip status={visit.status} />
          <Typography variant="body2" component="span">
            {[visit.rider_name, visit.rider_mobile_no].filter(Boolean).join(' · ') || 'No rider'}
          </Typography>
          <Typography variant="body2" component="span" color="text.secondary" data-testid="check-visit-booked-by">
            booked by {visit.booked_by_name ?? 'an admin'}
          </Typography>
          {visit.matched === true ? <Alert severity="success" sx={{ py: 0 }}>The home matched its listing.</Alert> : null}
          {visit.matched === false ? <Alert severity="warning" sx={{ py: 0 }}>Differences: {visit.differences}</Alert> : null}
        </Stack>
      ))}
    </Stack>
  );
};

/**
 * The record page. Opened from the queue, react-admin first shows the row it has (without `reports`,
 * `check_visits`, `actions`), then the record as GET one answers: every list of the page copes with the first.
 */
const ReportDetail = () => {
  const record = useRecordContext<ListingReportDetails>();
  const basename = useBasename();
  if (!record) return null;
  const listing = record.listing;
  return (
    <RecordCard testId="report-detail">
      {listing?.status === 'UNDER_REVIEW' ? (
        <Alert severity="warning" data-testid="report-under-review">
          Hidden from search: three people whose word counts (a rider visit or an established account) reported it; {openReportsLabel(record.open_reports)} in all. Dismiss the reports to put it back, or take it down.
        </Alert>
      ) : null}
      <Section title="Listing">
        {listing ? (
          <ShowItemGrid>
            <ShowItem label="Title" testId="report-listing-title">
              <Link to={consolePath(basename, `/preview-property/${encodeURIComponent(listing.id)}`)}>{listing.title}</Link>
            </ShowItem>
            <ShowItem label="Status">
              <PropertyStatusChip status={listing.status} />
            </ShowItem>
            <ShowItem label="Locality / City">{localityCity(listing)}</ShowItem>
            <ShowItem label="Rent">{formatRupees(listing.rent)}</ShowItem>
            <ShowItem label="Owner">{record.owner ? fullName(record.owner.first_name, record.owner.last_name) : ''}</ShowItem>
            <ShowItem label="Owner phone">{record.owner?.mobile_no}</ShowItem>
            <ShowItem label="Open reports">{openReportsLabel(record.open_reports)}</ShowItem>
            <ShowItem label="Taken down because">{listing.status === 'REJECTED' ? listing.rejection_reason : ''}</ShowItem>
          </ShowItemGrid>
        ) : (
          <Typography variant="body2">The listing no longer exists.</Typography>
        )}
      </Section>
      <Divider />
      <Section title="This report">
        <ShowItemGrid>
          <ShowItem label="Reason" testId="report-reason">
            {reportReasonLabel(record.reason)}
          </ShowItem>
          <ShowItem label="Reporter">{reporterLabel(record)}</ShowItem>
          <ShowItem label="Status">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <ReportStatusChip status={record.status} />
              <LateChip record={record} />
            </Stack>
          </ShowItem>
          <ShowItem label="Reported">
            <DateTimeField source="created_at" />
          </ShowItem>
        </ShowItemGrid>
        <ShowItem label="Note">{record.note}</ShowItem>
      </Section>
      <RecordHistory<ListingReportHistoryLine> lineText={reportHistoryLineText} />
      <Divider />
      <Section title="Every report of this listing">
        <ReportsTable reports={record.reports ?? []} current={record.id} />
      </Section>
      <Divider />
      <Section title="The owner's answers">
        <OwnerAnswers answers={record.owner_answers ?? []} />
      </Section>
      <Divider />
      <Section title="Check visits">
        <CheckVisits visits={record.check_visits ?? []} />
      </Section>
    </RecordCard>
  );
};

const ReportTitle = () => {
  const record = useRecordContext<ListingReportDetails>();
  return <span>{record?.listing ? `Report: ${record.listing.title}` : 'Report'}</span>;
};

/** Record page of a report: the listing (and its owner), this report (marked Late past the reply promise) and its history, every report of the listing, its check visits; Dismiss / Take down / Book a check visit. */
const ReportShow = () => (
  <RecordPage title={<ReportTitle />} actions={<ShowActions />}>
    <ReportDetail />
  </RecordPage>
);

export default ReportShow;
