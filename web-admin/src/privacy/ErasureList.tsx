import { Datagrid, FunctionField, List, TextField } from 'react-admin';
import { DateTimeField } from '../util/DateTimeField';
import type * as Wire from '../../../adapters/http/contract/wire/privacy';

/** GET /admin/erasures: when, who asked, why, and how many records went (nothing about the erased person). */
const ErasureList = () => (
  <List title="Erasures" sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateTimeField source="created_at" label="When" />
      <FunctionField<Wire.Erasure> label="Asked by" render={(e) => (e.requested_by === 'SELF' ? 'The person' : `Admin #${e.admin_id}`)} />
      <TextField source="reason" label="Reason" emptyText="—" />
      <FunctionField<Wire.Erasure>
        label="Removed"
        render={(e) =>
          Object.entries(e.removed)
            .filter(([, n]) => n > 0)
            .map(([what, n]) => `${what.replace(/_/g, ' ')}: ${n}`)
            .join(', ') || '—'
        }
      />
      <FunctionField<Wire.Erasure> label="Kept until" render={(e) => e.kept.filter((k) => k.count > 0 && k.kind !== 'ERASURE_RECORD').map((k) => `${k.kind.toLowerCase()} ${k.count}: ${k.until.slice(0, 10)}`).join(', ') || '—'} />
    </Datagrid>
  </List>
);

export default ErasureList;
