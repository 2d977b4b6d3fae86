import { DataTable, ExportButton, FilterButton, SelectInput } from 'react-admin';
import { Cities } from '../../../adapters/http/contract/rules';
import type { Tenancy } from '../../../adapters/http/contract/wire/tenancies';
import { ConsoleList } from '../util/ConsoleList';
import { formatDateTime } from '../util/dateFormat';

const Column = DataTable.Col<Tenancy>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

const statusChoices = [
  { id: 'CONFIRMED', name: 'Confirmed' },
  { id: 'ENDING', name: 'Under notice' },
  { id: 'ENDED', name: 'Ended' },
];

const agreementFilters = [
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
  <SelectInput key="city" source="city" label="City" choices={Cities.map((city) => ({ id: city, name: city.charAt(0).toUpperCase() + city.slice(1) }))} alwaysOn />,
];

/** When a party approved the agreement, or that they have not. */
const approval = (at: string | null) => (at ? formatDateTime(at) : 'Not yet');

/**
 * Rent agreements (tenancies whose terms both confirmed): when each party approved the agreement with a code, the
 * rent and the landlord's PAN (masked) the receipts print; filters status and city; CSV. Read only: a row opens
 * nothing here (the tenancy's record page is the console's Tenancies).
 */
const AgreementList = () => (
  <ConsoleList<Tenancy> title="Agreements" newestFirstBy="updated_at" filters={agreementFilters} toolbar={
      <>
        <FilterButton />
        <ExportButton />
      </>
    }>
    <DataTable<Tenancy> bulkActionButtons={false} rowClick={false}>
      <Column source="id" label="Tenancy" disableSort />
      <Column source="city" label="City" disableSort cellSx={noWrap} />
      <Column source="rent" label="Rent (₹)" cellSx={noWrap} />
      <Column source="status" label="Status" disableSort cellSx={noWrap} />
      <Column source="agreement.owner_approved_at" label="Owner approved" disableSort render={(r) => approval(r.agreement.owner_approved_at)} />
      <Column source="agreement.tenant_approved_at" label="Tenant approved" disableSort render={(r) => approval(r.agreement.tenant_approved_at)} />
      <Column source="landlord_pan_masked" label="Landlord PAN" disableSort render={(r) => r.landlord_pan_masked ?? '—'} />
    </DataTable>
  </ConsoleList>
);

export default AgreementList;
