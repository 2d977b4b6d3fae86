import { DataTable, ExportButton, List, Pagination, TopToolbar } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../config';
import { cityLabel } from '../properties/propertyOptions';
import { DateTimeField } from '../util/DateTimeField';
import { fullName, truncate } from '../util/format';
import { ApplicationActionButtons } from './ApplicationActionButtons';
import { applicationExporter } from './applicationExporter';
import { applicationFilters } from './applicationFilters';
import { availabilityLabel, localitiesLabel, vehicleLabel } from './applicationFormat';
import { idDocumentTypeLabel } from './applicationStatus';
import { ApplicationStatusChip } from './ApplicationStatusChip';
import { PENDING_FILTER } from './resource';
import type { RiderApplication } from './types';

const Column = DataTable.Col<RiderApplication>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

const ListActions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

/**
 * Rider applications (Rider → Applications): opens on the pending ones; filters status, city, search `q`; 10 a page,
 * newest first; Approve / Reject on pending rows; CSV export.
 */
const ApplicationList = () => (
  <List<RiderApplication>
    title="Rider applications"
    perPage={DEFAULT_PAGE_SIZE}
    sort={{ field: 'created_at', order: 'DESC' }}
    filters={applicationFilters}
    filterDefaultValues={PENDING_FILTER}
    exporter={applicationExporter}
    actions={<ListActions />}
    pagination={<Pagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />}
    empty={false}
  >
    <DataTable<RiderApplication> rowClick="show" bulkActionButtons={false}>
      <Column source="first_name" label="Name" disableSort cellSx={noWrap} render={(r) => fullName(r.first_name, r.last_name)} />
      <Column source="mobile_no" label="Mobile No" disableSort cellSx={noWrap} />
      <Column source="city" label="City" disableSort render={(r) => cityLabel(r.city)} />
      <Column source="localities" label="Localities" disableSort render={(r) => truncate(localitiesLabel(r.localities), 40)} />
      <Column source="has_vehicle" label="Vehicle" disableSort cellSx={noWrap} render={(r) => vehicleLabel(r.has_vehicle)} />
      <Column source="availability" label="Availability" disableSort render={(r) => availabilityLabel(r.availability)} />
      <Column source="id_document_type" label="ID" disableSort cellSx={noWrap} render={(r) => idDocumentTypeLabel(r.id_document_type)} />
      <Column source="status" label="Status" disableSort render={(r) => <ApplicationStatusChip status={r.status} />} />
      <Column source="created_at" label="Applied" render={() => <DateTimeField source="created_at" />} />
      <Column source="actions" label="Actions" disableSort render={(r) => <ApplicationActionButtons record={r} compact />} />
    </DataTable>
  </List>
);

export default ApplicationList;
