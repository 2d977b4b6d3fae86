import { DataTable, FilterButton } from 'react-admin';
import { DateTimeField } from '../util/DateTimeField';
import { TwoLines } from '../util/GridCell';
import { auditActionLabel, auditActorLabel, auditDetailText, auditSubjectLabel } from './auditFormat';
import { auditFilters } from './auditFilters';
import type { AuditEntry } from './types';
import { ConsoleList } from '../util/ConsoleList';

const Column = DataTable.Col<AuditEntry>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/**
 * The admin audit log (user menu → Audit log): what admins did, newest first, 10 a page; filters action, admin,
 * subject and a range of days (India time, both included). Read only: entries are never changed or removed.
 */
const AuditLogList = () => (
  <ConsoleList<AuditEntry>
    title="Audit log"
    newestFirstBy="at"
    filters={auditFilters}
    toolbar={<FilterButton />}
    exporter={false}
  >
    <DataTable<AuditEntry> bulkActionButtons={false} rowClick={false}>
      <Column source="at" label="When" render={() => <DateTimeField source="at" />} />
      <Column
        source="actor_id"
        label="Who"
        disableSort
        cellSx={() => ({ maxWidth: 220 })}
        render={(r) => <TwoLines primary={auditActorLabel(r)} secondary={r.actor_name ? r.actor_email : null} />}
      />
      <Column source="action" label="Action" disableSort cellSx={noWrap} render={(r) => auditActionLabel(r.action)} />
      <Column
        source="subject_id"
        label="Subject"
        disableSort
        render={(r) => <TwoLines primary={auditSubjectLabel(r.subject_type)} secondary={r.subject_id} />}
      />
      <Column source="detail" label="Detail" disableSort cellSx={() => ({ maxWidth: 360 })} render={(r) => auditDetailText(r.detail)} />
      <Column source="from_address" label="From" disableSort cellSx={noWrap} render={(r) => r.from_address ?? '—'} />
    </DataTable>
  </ConsoleList>
);

export default AuditLogList;
