import { DataTable, ExportButton } from 'react-admin';
import { cityLabel } from '../properties/propertyOptions';
import { DateTimeField } from '../util/DateTimeField';
import { fullName } from '../util/format';
import { Clipped, TwoLines } from '../util/GridCell';
import { ApplicationActionButtons } from './ApplicationActionButtons';
import { applicationExporter } from './applicationExporter';
import { applicationFilters } from './applicationFilters';
import { availabilityLabel, localitiesLabel, vehicleLabel } from './applicationFormat';
import { idDocumentTypeLabel } from './applicationStatus';
import { ApplicationStatusChip } from './ApplicationStatusChip';
import { PENDING_FILTER } from './resource';
import type { RiderApplication } from './types';
import { ConsoleList } from '../util/ConsoleList';

const Column = DataTable.Col<RiderApplication>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/**
 * Rider applications (Rider → Applications): opens on the pending ones; filters status, city, search `q`; 10 a page,
 * newest first; Approve / Reject on pending rows; CSV export.
 */
const ApplicationList = () => (
  <ConsoleList<RiderApplication>
    title="Rider applications"
    filters={applicationFilters}
    filterDefaultValues={PENDING_FILTER}
    exporter={applicationExporter}
    toolbar={<ExportButton />}
  >
    <DataTable<RiderApplication> rowClick="show" bulkActionButtons={false}>
      {/* Name over mobile, city over localities, vehicle over ID: a column each pushed Approve / Reject and Export past
          a 1280 px screen. */}
      <Column source="first_name" label="Applicant" disableSort cellSx={noWrap} render={(r) => <TwoLines strong primary={fullName(r.first_name, r.last_name)} secondary={r.mobile_no} />} />
      <Column
        source="city"
        label="City / Localities"
        disableSort
        cellSx={() => ({ maxWidth: 220 })}
        render={(r) => <TwoLines primary={cityLabel(r.city)} secondary={<Clipped text={localitiesLabel(r.localities)} shown={40} />} />}
      />
      <Column source="has_vehicle" label="Vehicle / ID" disableSort cellSx={noWrap} render={(r) => <TwoLines primary={vehicleLabel(r.has_vehicle)} secondary={idDocumentTypeLabel(r.id_document_type)} />} />
      <Column source="availability" label="Availability" disableSort cellSx={() => ({ maxWidth: 180 })} render={(r) => availabilityLabel(r.availability)} />
      <Column source="status" label="Status" disableSort render={(r) => <ApplicationStatusChip status={r.status} />} />
      <Column source="created_at" label="Applied" render={() => <DateTimeField source="created_at" />} />
      <Column source="actions" label="Actions" disableSort render={(r) => <ApplicationActionButtons record={r} compact />} />
    </DataTable>
  </ConsoleList>
);

export default ApplicationList;
