import type { ReactNode } from 'react';
import { EditButton, FunctionField, ListButton, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { cityLabel } from '../properties/propertyOptions';
import { DateTimeField } from '../util/DateTimeField';
import { fullName } from '../util/format';
import { useShowErrorHandler } from '../util/useShowErrorHandler';
import type { ConsoleUser } from './types';
import { UserStatusButton } from './UserStatusButton';
import { ErasePersonButton } from '../privacy/ErasePersonButton';
import { UserStatusChip } from './UserStatusChip';
import { rolesLabel } from './userStatus';

/** The language the person reads the site and their SMS texts in (their choice on the public site). */
const LANGUAGE_LABELS: Record<string, string> = { en: 'English', hi: 'Hindi' };

const ShowActions = ({ listLabel }: { listLabel: string }) => (
  <TopToolbar>
    <UserStatusButton />
    <ErasePersonButton />
    <EditButton />
    <ListButton label={listLabel} />
  </TopToolbar>
);

/**
 * Record page of a tenant, owner or rider: contact, city, language, roles, status with the reason and date of the last
 * block / unblock; Block / Unblock and Edit. `children` adds what a role has more (a rider's application).
 */
export const UserShowView = ({ kind, listLabel, children }: { kind: string; listLabel: string; children?: ReactNode }) => {
  const onError = useShowErrorHandler();
  return (
    <Show<ConsoleUser>
      queryOptions={{ onError }}
      title={<FunctionField<ConsoleUser> render={(r) => `${kind}: ${fullName(r.first_name, r.last_name) || `#${r.id}`}`} />}
      actions={<ShowActions listLabel={listLabel} />}
    >
      <SimpleShowLayout data-testid="user-detail">
        <FunctionField<ConsoleUser> label="Name" render={(r) => fullName(r.first_name, r.last_name) || '—'} />
        <TextField source="mobile_no" label="Mobile No" emptyText="—" />
        <TextField source="email" label="Email" emptyText="—" />
        <FunctionField<ConsoleUser> label="City" render={(r) => cityLabel(r.city) || '—'} />
        <FunctionField<ConsoleUser> label="Language" render={(r) => LANGUAGE_LABELS[r.language] ?? '—'} />
        <FunctionField<ConsoleUser> label="Roles" render={(r) => rolesLabel(r) || '—'} />
        <FunctionField<ConsoleUser> label="Status" render={(r) => (r.status ? <UserStatusChip status={r.status} /> : '—')} />
        <TextField source="status_reason" label="Status Reason" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <DateTimeField source="status_changed_at" label="Status Changed At" emptyText="—" />
        <DateTimeField source="created_at" label="Created At" emptyText="—" />
        <DateTimeField source="updated_at" label="Updated At" emptyText="—" />
        {children}
      </SimpleShowLayout>
    </Show>
  );
};
