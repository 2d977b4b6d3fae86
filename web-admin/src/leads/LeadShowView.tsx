import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { statusShowRows } from '../status/statusShowRows';
import { fullName } from '../util/format';
import { leadStatusLabel, leadTypeLabel } from './leadStatus';
import { LateChip } from '../status/LateChip';
import { RequestHistory } from '../status/RequestHistory';
import { PropertyLink } from './LeadGrid';
import { LeadStatusChip } from './LeadStatusChip';
import { LeadStatusMenu } from './LeadStatusMenu';
import { LeadVisitDecision } from './LeadVisitDecision';
import { useShowErrorHandler } from '../util/useShowErrorHandler';
import type { Lead } from './types';

const leadTitle = (record?: Lead) => (record ? fullName(record.first_name, record.last_name) || `#${record.id}` : '');

/** Record page of a lead or query, with the same status menu as the grid, the "Late" mark and the history with the person's notes. */
export const LeadShowView = ({ kind, withProperty }: { kind: string; withProperty: boolean }) => {
  const onError = useShowErrorHandler();
  return (
    <Show<Lead>
      title={<FunctionField<Lead> render={(r) => `${kind}: ${leadTitle(r)}`} />}
      actions={false}
      queryOptions={{ onError }}
    >
      <SimpleShowLayout>
        <FunctionField<Lead> label="Name" render={(r) => fullName(r.first_name, r.last_name)} />
        <TextField source="mobile_no" label="Mobile No" />
        <TextField source="email" label="Email" emptyText="—" />
        <FunctionField<Lead> label="Type" render={(r) => leadTypeLabel(r.type)} />
        {withProperty ? (
          <FunctionField<Lead>
            label="Property ID"
            render={(r) => (r.property_id == null || r.property_id === '' ? '—' : <PropertyLink id={r.property_id} />)}
          />
        ) : null}
        {withProperty ? <LeadVisitDecision label="After a rider visit" /> : null}
        <TextField source="description" label="Description" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        {statusShowRows(LeadStatusChip, <LeadStatusMenu />)}
        <FunctionField<Lead> label={false} render={(r) => <LateChip record={r} />} />
        <RequestHistory statusLabel={leadStatusLabel} />
      </SimpleShowLayout>
    </Show>
  );
};
