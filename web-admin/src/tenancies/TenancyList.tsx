import { DataTable, downloadCSV, ExportButton, FilterButton, SelectInput, TextInput, type Exporter } from 'react-admin';
import { cityChoices } from '../properties/propertyOptions';
import { formatDateOnly } from '../util/dateFormat';
import { DateTimeField } from '../util/DateTimeField';
import { TwoLines } from '../util/GridCell';
import { ConsoleList } from '../util/ConsoleList';
import type { Tenancy } from './resource';
import { tenanciesToCsv, tenancyStatusChoices, termsLine } from './tenancyFormat';
import { TenancyStatusChip } from './TenancyStatusChip';

const Column = DataTable.Col<Tenancy>;

/** Filters: status, city, one listing, one owner, one tenant (their ids). */
export const tenancyFilters = [
  <SelectInput key="status" source="status" label="Status" choices={tenancyStatusChoices} alwaysOn />,
  <SelectInput key="city" source="city" label="City" choices={cityChoices} alwaysOn />,
  <TextInput key="property_id" source="property_id" label="Listing id" />,
  <TextInput key="owner_id" source="owner_id" label="Owner id" />,
  <TextInput key="tenant_id" source="tenant_id" label="Tenant id" />,
];

const exporter: Exporter<Tenancy> = (records) => downloadCSV(tenanciesToCsv(records), 'tenancies');

/** The Tenancies grid: newest first, 10 a page, filters and CSV; a row opens the tenancy with its payments and history. */
const TenancyList = () => (
  <ConsoleList<Tenancy>
    title="Tenancies"
    filters={tenancyFilters}
    exporter={exporter}
    toolbar={
      <>
        <FilterButton />
        <ExportButton />
      </>
    }
  >
    <DataTable<Tenancy> rowClick="show" bulkActionButtons={false}>
      <Column source="status" label="Status" render={(r) => <TenancyStatusChip status={r.status} />} />
      <Column source="rent" label="Terms" render={(r) => <TwoLines primary={termsLine(r)} secondary={`Move in ${formatDateOnly(r.move_in_date)} · version ${r.terms_version}`} />} />
      <Column source="city" label="City" disableSort />
      <Column
        source="owner_confirmed"
        label="Confirmed by"
        disableSort
        render={(r) => [r.owner_confirmed ? 'Owner' : null, r.tenant_confirmed ? 'Tenant' : null].filter(Boolean).join(', ') || '—'}
      />
      <Column source="created_at" label="Proposed" render={() => <DateTimeField source="created_at" />} />
    </DataTable>
  </ConsoleList>
);

export default TenancyList;
