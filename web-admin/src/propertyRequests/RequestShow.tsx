import { FunctionField, ListButton, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { cityLabel } from '../properties/propertyOptions';
import { formatRupees } from '../properties/propertyFormat';
import { statusShowRows } from '../status/statusShowRows';
import { formatCalendarDate } from '../util/dateFormat';
import { fullName } from '../util/format';
import { useShowErrorHandler } from '../util/useShowErrorHandler';
import { bhkLabel } from './requestFormat';
import { RequestStatusChip } from './RequestStatusChip';
import { RequestStatusMenu } from './RequestStatusMenu';
import { requestStatusLabel } from './requestStatus';
import { LateChip } from '../status/LateChip';
import { RequestHistory } from '../status/RequestHistory';
import type { PropertyRequest } from './types';

const dash = (text: string | null | undefined) => (text ? text : '—');

const ShowActions = () => (
  <TopToolbar>
    <ListButton label="Property Request" />
  </TopToolbar>
);

/** Record page of a property request: everything the person asked for, its status and the moves it allows, the "Late" mark, the history with the person's notes. */
const RequestShow = () => {
  const onError = useShowErrorHandler();
  return (
    <Show<PropertyRequest>
      title={<FunctionField<PropertyRequest> render={(r) => `Property request: ${fullName(r.first_name, r.last_name) || `#${r.id}`}`} />}
      actions={<ShowActions />}
      queryOptions={{ onError }}
    >
      <SimpleShowLayout data-testid="request-detail">
        <FunctionField<PropertyRequest> label="Name" render={(r) => fullName(r.first_name, r.last_name)} />
        <TextField source="mobile_no" label="Mobile No" />
        <TextField source="email" label="Email" emptyText="—" />
        <FunctionField<PropertyRequest> label="City" render={(r) => cityLabel(r.city)} />
        <TextField source="locality" label="Locality" emptyText="—" />
        <FunctionField<PropertyRequest> label="BHK" render={(r) => bhkLabel(r.bhk)} />
        <FunctionField<PropertyRequest> label="Budget (₹ a month)" render={(r) => formatRupees(r.budget)} />
        <FunctionField<PropertyRequest> label="Move-in date" render={(r) => dash(formatCalendarDate(r.move_in_date))} />
        <TextField source="notes" label="Notes" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        {statusShowRows(RequestStatusChip, <RequestStatusMenu />)}
        <FunctionField<PropertyRequest> label={false} render={(r) => <LateChip record={r} />} />
        <RequestHistory statusLabel={requestStatusLabel} />
      </SimpleShowLayout>
    </Show>
  );
};

export default RequestShow;
