import { DateField, FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { fullName } from '../util/format';
import { DATE_TIME } from '../util/dateFormat';
import { useShowErrorHandler } from '../util/useShowErrorHandler';
import type { ConsoleUser } from './types';
import { UserStatus } from './UserListView';

/** Read-only record page of a tenant, owner or rider. */
export const UserShowView = ({ kind }: { kind: string }) => {
  const onError = useShowErrorHandler();
  return (
    <Show<ConsoleUser>
      queryOptions={{ onError }}
      title={<FunctionField<ConsoleUser> render={(r) => `${kind}: ${fullName(r.first_name, r.last_name) || `#${r.id}`}`} />}
      actions={false}
    >
      <SimpleShowLayout>
        <TextField source="id" label="ID" />
        <FunctionField<ConsoleUser> label="Name" render={(r) => fullName(r.first_name, r.last_name) || '—'} />
        <TextField source="mobile_no" label="Mobile No" emptyText="—" />
        <TextField source="email" label="Email" emptyText="—" />
        <TextField source="primary_role" label="Primary Role" />
        <TextField source="secondary_role" label="Secondary Role" emptyText="—" />
        <FunctionField<ConsoleUser> label="Status" render={(r) => (r.status ? <UserStatus status={r.status} /> : '—')} />
        <DateField source="created_at" label="Created At" {...DATE_TIME} emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
};
