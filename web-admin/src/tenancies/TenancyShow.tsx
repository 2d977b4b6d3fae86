import { Divider, TableCell, TableRow, Typography } from '@mui/material';
import { ListButton, TopToolbar, useRecordContext } from 'react-admin';
import { formatRupees } from '../properties/propertyFormat';
import { formatCalendarDate, formatDateTime } from '../util/dateFormat';
import { RecordCard, RecordPage, RecordSection as Section, RecordTable } from '../util/RecordPage';
import { ShowItem, ShowItemGrid } from '../util/ShowItem';
import { PAYMENT_RESOURCE, TENANCY_RESOURCE, type Payment, type TenancyDetail, type TenancyEvent } from './resource';
import { historyActionLabel, paymentKindLabel, paymentLine, paymentModeLabel, roleLabel } from './tenancyFormat';
import { PaymentStatusChip, TenancyStatusChip } from './TenancyStatusChip';
import { VoidButton } from './VoidButton';

const ShowActions = () => {
  const record = useRecordContext<TenancyDetail>();
  return (
    <TopToolbar>
      {record?.actions?.includes('void') ? <VoidButton resource={TENANCY_RESOURCE} id={record.id} what="this tenancy" testId="tenancy-void-button" /> : null}
      <ListButton label="Tenancies" />
    </TopToolbar>
  );
};

/** The tenancy's payments, disputed first: each with its note, and Void while it is not voided. */
const Payments = ({ payments }: { payments: Payment[] }) =>
  payments.length === 0 ? (
    <Typography variant="body2">No payments recorded.</Typography>
  ) : (
    <RecordTable label="Payments of this tenancy" testId="tenancy-payments-table" columns={['Payment', 'Mode / reference', 'Paid on', 'Recorded by', 'Status', 'Note', '']}>
      {payments.map((p) => (
        <TableRow key={p.id} data-testid="tenancy-payment-row" data-status={p.status}>
          <TableCell>{paymentLine(p)}</TableCell>
          <TableCell>{[paymentModeLabel(p.mode), p.reference].filter(Boolean).join(' · ')}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(p.paid_on)}</TableCell>
          <TableCell>{roleLabel(p.recorded_by_party)}</TableCell>
          <TableCell>
            <PaymentStatusChip status={p.status} />
          </TableCell>
          <TableCell sx={{ maxWidth: 260 }}>{p.void_reason ?? p.dispute_note ?? '—'}</TableCell>
          <TableCell>{p.status !== 'VOIDED' ? <VoidButton resource={PAYMENT_RESOURCE} id={p.id} what={`the ${paymentKindLabel(p.kind).toLowerCase()} of ${formatRupees(p.amount)}`} testId="payment-void-button" compact /> : null}</TableCell>
        </TableRow>
      ))}
    </RecordTable>
  );

/** Every move on the tenancy and its payments, oldest first: when, who (role and the person's id), what, on which version, the note. */
const History = ({ history, record }: { history: TenancyEvent[]; record: TenancyDetail }) => (
  <RecordTable label="History" testId="tenancy-history-table" columns={['When', 'Who', 'What', 'Version', 'Note']}>
    {history.map((e) => (
      <TableRow key={e.id} data-testid="tenancy-history-row" data-action={e.action}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at)}</TableCell>
        <TableCell>
          {roleLabel(e.by_role)}
          {e.by_role === 'OWNER' ? ` (${record.owner_name})` : e.by_role === 'TENANT' ? ` (${record.tenant_name})` : ` (${e.by_id})`}
        </TableCell>
        <TableCell>{historyActionLabel(e.action)}</TableCell>
        <TableCell>{e.terms_version ?? ''}</TableCell>
        <TableCell sx={{ whiteSpace: 'pre-wrap', maxWidth: 320 }}>{e.note ?? ''}</TableCell>
      </TableRow>
    ))}
  </RecordTable>
);

/**
 * The record page. Opened from the grid, react-admin first shows the row it has (without the names, payments and
 * history), then the record as GET one answers: every part copes with the first.
 */
const TenancyDetailView = () => {
  const record = useRecordContext<TenancyDetail>();
  if (!record) return null;
  return (
    <RecordCard testId="tenancy-detail">
      <ShowItemGrid>
        <ShowItem label="Home">{record.home ? `${record.home.title}, ${record.home.locality}` : record.property_id}</ShowItem>
        <ShowItem label="Status">
          <TenancyStatusChip status={record.status} />
        </ShowItem>
        <ShowItem label="Owner">{record.owner_name ?? record.owner_id}</ShowItem>
        <ShowItem label="Tenant">{record.tenant_name ?? record.tenant_id}</ShowItem>
        <ShowItem label="Rent">{formatRupees(record.rent)}</ShowItem>
        <ShowItem label="Deposit">{formatRupees(record.deposit)}</ShowItem>
        <ShowItem label="Maintenance">{formatRupees(record.maintenance)}</ShowItem>
        <ShowItem label="Move in">{formatCalendarDate(record.move_in_date)}</ShowItem>
        <ShowItem label="Term / notice">{`${record.term_months} months / ${record.notice_months} months`}</ShowItem>
        <ShowItem label="Rent due by day">{record.rent_due_day}</ShowItem>
        <ShowItem label="Terms version">{record.terms_version}</ShowItem>
        <ShowItem label="Confirmed by">{[record.owner_confirmed ? 'Owner' : null, record.tenant_confirmed ? 'Tenant' : null].filter(Boolean).join(', ') || '—'}</ShowItem>
        <ShowItem label="Visit in person">{record.visited_on ? formatCalendarDate(record.visited_on) : ''}</ShowItem>
        <ShowItem label="Move out">{record.move_out_date ? formatCalendarDate(record.move_out_date) : ''}</ShowItem>
        <ShowItem label="Voided because" testId="tenancy-void-reason">
          {record.void_reason}
        </ShowItem>
      </ShowItemGrid>
      <Divider />
      <Section title="Payments">
        <Payments payments={record.payments ?? []} />
      </Section>
      <Divider />
      <Section title="History">
        <History history={record.history ?? []} record={record} />
      </Section>
    </RecordCard>
  );
};

const TenancyTitle = () => {
  const record = useRecordContext<TenancyDetail>();
  return <span>{record?.home ? `Tenancy: ${record.home.title}` : 'Tenancy'}</span>;
};

/** Record page of a tenancy: its terms and parties, its payments (void one), its history; Void the tenancy. */
const TenancyShow = () => (
  <RecordPage title={<TenancyTitle />} actions={<ShowActions />}>
    <TenancyDetailView />
  </RecordPage>
);

export default TenancyShow;
