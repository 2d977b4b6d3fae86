import { DataTable, FilterButton } from 'react-admin';
import { LeadDescription } from '../leads/LeadGrid';
import { PropertyStatusChip } from '../properties/PropertyStatusChip';
import { localityCity } from '../properties/propertyFormat';
import { DateTimeField } from '../util/DateTimeField';
import { Clipped, TwoLines } from '../util/GridCell';
import { openReportsLabel, reporterLabel, reportReasonLabel } from './reportFormat';
import { reportFilters } from './reportFilters';
import { ReportStatusChip } from './ReportStatusChip';
import { OPEN_FILTER } from './resource';
import type { ListingReport } from './types';
import { ConsoleList } from '../util/ConsoleList';
import { LateChip } from '../status/LateChip';
import { LATE_FIRST_SORT } from '../status/replyPromise';

const Column = DataTable.Col<ListingReport>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/**
 * The Reports queue (Properties → Reports): opens on the open reports, late first (past the 48-hour reply promise,
 * longest waiting first, marked "Late"), then newest first, 10 a page; filters status,
 * reason, city and one listing; each row shows the listing, its status (Under review once three people reported
 * it) and how many open reports it has. A row opens the report's record page, where the listing's reports are
 * worked.
 */
const ReportList = () => (
  <ConsoleList<ListingReport>
    title="Reports"
    newestFirstBy={LATE_FIRST_SORT}
    filters={reportFilters}
    filterDefaultValues={OPEN_FILTER}
    toolbar={<FilterButton />}
  >
    <DataTable<ListingReport> rowClick="show" bulkActionButtons={false}>
      {/* Listing over locality and city, reason over note: a column each made the queue wider than a 1280 px screen. */}
      <Column
        source="listing"
        label="Listing / Locality"
        disableSort
        cellSx={() => ({ minWidth: 150, maxWidth: 240 })}
        render={(r) => (
          <TwoLines
            strong
            primary={r.listing ? <Clipped text={r.listing.title} shown={40} /> : 'Listing removed'}
            secondary={localityCity({ locality: r.listing?.locality, city: r.city })}
          />
        )}
      />
      <Column
        source="reason"
        label="Reason / Note"
        disableSort
        cellSx={() => ({ minWidth: 140, maxWidth: 220 })}
        render={(r) => <TwoLines primary={reportReasonLabel(r.reason)} secondary={r.note ? <LeadDescription text={r.note} max={36} /> : null} />}
      />
      <Column source="reporter_mobile_no" label="Reporter" disableSort cellSx={noWrap} render={(r) => reporterLabel(r)} />
      <Column source="open_reports" label="Open reports" disableSort cellSx={noWrap} render={(r) => openReportsLabel(r.open_reports)} />
      <Column source="listing_status" label="Listing status" disableSort render={(r) => (r.listing ? <PropertyStatusChip status={r.listing.status} /> : null)} />
      <Column source="status" label="Status" cellSx={noWrap} render={(r) => <ReportStatusChip status={r.status} />} />
      <Column source="created_at" label="Reported" render={(r) => <TwoLines primary={<DateTimeField source="created_at" />} secondary={<LateChip record={r} />} />} />
    </DataTable>
  </ConsoleList>
);

export default ReportList;
