import { DataTable, ExportButton } from 'react-admin';
import { LeadDescription } from '../leads/LeadGrid';
import { formatRupees, localityCity } from '../properties/propertyFormat';
import { formatCalendarDate } from '../util/dateFormat';
import { DateTimeField } from '../util/DateTimeField';
import { fullName } from '../util/format';
import { requestExporter } from './requestExporter';
import { requestFilters } from './requestFilters';
import { bhkLabel } from './requestFormat';
import { RequestStatusChip } from './RequestStatusChip';
import { RequestStatusMenu } from './RequestStatusMenu';
import type { PropertyRequest } from './types';
import { ConsoleList } from '../util/ConsoleList';
import { TwoLines } from '../util/GridCell';
import { LateChip } from '../status/LateChip';
import { LATE_FIRST_SORT } from '../status/replyPromise';

const Column = DataTable.Col<PropertyRequest>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/**
 * Property requests raised on the public site: server-side paging 10 a page, late first (still NEW past the 48-hour
 * reply promise, longest waiting first, marked "Late"), then newest first. Sortable columns are
 * the API's: budget, status, created_at. Row click opens the record page; no create (requests come from the site).
 */
const RequestList = () => (
  <ConsoleList<PropertyRequest>
    title="Property Request"
    newestFirstBy={LATE_FIRST_SORT}
    filters={requestFilters}
    exporter={requestExporter}
    toolbar={<ExportButton />}
  >
    <DataTable<PropertyRequest> rowClick="show" bulkActionButtons={false}>
      <Column source="first_name" label="Name" disableSort cellSx={noWrap} render={(r) => fullName(r.first_name, r.last_name)} />
      <Column source="mobile_no" label="Mobile No" disableSort cellSx={noWrap} />
      <Column source="locality" label="Locality / City" disableSort render={(r) => localityCity(r)} />
      <Column source="bhk" label="BHK" disableSort cellSx={noWrap} render={(r) => bhkLabel(r.bhk)} />
      <Column source="budget" label="Budget" cellSx={noWrap} render={(r) => formatRupees(r.budget)} />
      <Column source="move_in_date" label="Move-in" disableSort cellSx={noWrap} render={(r) => formatCalendarDate(r.move_in_date) || '—'} />
      <Column
        source="notes"
        label="Notes"
        disableSort
        cellSx={() => ({ minWidth: 140, maxWidth: 220 })}
        render={(r) => <LeadDescription text={r.notes} max={36} />}
      />
      <Column
        source="status"
        label="Status"
        cellSx={noWrap}
        render={(r) => (
          <>
            <RequestStatusChip status={r.status} />
            <RequestStatusMenu record={r} compact />
          </>
        )}
      />
      <Column source="created_at" label="Created At" render={(r) => <TwoLines primary={<DateTimeField source="created_at" />} secondary={<LateChip record={r} />} />} />
    </DataTable>
  </ConsoleList>
);

export default RequestList;
