import { DataTable, downloadCSV, ExportButton, FilterButton, SearchInput, SelectInput, TextInput, useCreatePath, type Exporter } from 'react-admin';
import { formatRupees } from '../properties/propertyFormat';
import { formatCalendarDate } from '../util/dateFormat';
import { DateTimeField } from '../util/DateTimeField';
import { TwoLines } from '../util/GridCell';
import { ConsoleList } from '../util/ConsoleList';
import { TENANCY_RESOURCE, type Payment } from '../tenancies/resource';
import { paymentKindChoices, paymentKindLabel, paymentLine, paymentModeLabel, paymentsToCsv, paymentStatusChoices, roleLabel } from '../tenancies/tenancyFormat';
import { PaymentStatusChip } from '../tenancies/TenancyStatusChip';
import { VoidButton } from '../tenancies/VoidButton';

const Column = DataTable.Col<Payment>;

/** Filters: search the reference, status, kind, one tenancy (its id). */
export const paymentFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search the reference" />,
  <SelectInput key="status" source="status" label="Status" choices={paymentStatusChoices} alwaysOn />,
  <SelectInput key="kind" source="kind" label="Kind" choices={paymentKindChoices} alwaysOn />,
  <TextInput key="tenancy_id" source="tenancy_id" label="Tenancy id" />,
];

const exporter: Exporter<Payment> = (records) => downloadCSV(paymentsToCsv(records), 'payments');

/**
 * The Payments queue: disputed first (the API puts them first whatever the sort), then newest, 10 a page, filters
 * and CSV. A row opens its tenancy (the payment's history is the tenancy's); Void a fraudulent record on the row.
 */
const PaymentList = () => {
  const createPath = useCreatePath();
  return (
    <ConsoleList<Payment>
      title="Payments"
      filters={paymentFilters}
      exporter={exporter}
      toolbar={
        <>
          <FilterButton />
          <ExportButton />
        </>
      }
    >
      <DataTable<Payment> rowClick={(_id, _resource, record) => createPath({ resource: TENANCY_RESOURCE, id: record.tenancy_id, type: 'show' })} bulkActionButtons={false}>
        <Column source="status" label="Status" render={(r) => <PaymentStatusChip status={r.status} />} />
        <Column source="amount" label="Payment" render={(r) => <TwoLines strong primary={paymentLine(r)} secondary={`${paymentModeLabel(r.mode)}${r.reference ? ` · ${r.reference}` : ''}`} />} />
        <Column source="paid_on" label="Paid on" render={(r) => formatCalendarDate(r.paid_on)} />
        <Column source="recorded_by_party" label="Recorded by" disableSort render={(r) => roleLabel(r.recorded_by_party)} />
        <Column source="dispute_note" label="Dispute / void" disableSort cellSx={() => ({ maxWidth: 240 })} render={(r) => r.void_reason ?? r.dispute_note ?? ''} />
        <Column source="created_at" label="Recorded" render={() => <DateTimeField source="created_at" />} />
        <Column
          source="actions"
          label=""
          disableSort
          render={(r) => (r.status !== 'VOIDED' ? <VoidButton resource="payments" id={r.id} what={`the ${paymentKindLabel(r.kind).toLowerCase()} of ${formatRupees(r.amount)}`} testId="payment-void-button" compact /> : null)}
        />
      </DataTable>
    </ConsoleList>
  );
};

export default PaymentList;
