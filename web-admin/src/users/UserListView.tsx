import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { CreateButton, DataTable, EditButton, ExportButton } from 'react-admin';
import { cityLabel } from '../properties/propertyOptions';
import { DateTimeField } from '../util/DateTimeField';
import { fullName } from '../util/format';
import type { ConsoleUser } from './types';
import { userExporter } from './userExporter';
import { userFilters } from './userFilters';
import { UserStatusButton } from './UserStatusButton';
import { UserStatusChip } from './UserStatusChip';
import { rolesLabel } from './userStatus';
import { ConsoleList } from '../util/ConsoleList';

const Column = DataTable.Col<ConsoleUser>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/**
 * People of one role (resource `tenants`, `owner` or `rider`): server-side paging 10 a page, newest first; search
 * `q`, status and city filters; CSV export; Block / Unblock and Edit on each row. Sortable: name (first_name),
 * created_at.
 */
export const UserListView = ({ title, exportName, actions }: { title: string; exportName: string; actions?: ReactNode }) => (
  <ConsoleList<ConsoleUser>
    title={title}
    filters={userFilters}
    exporter={userExporter(exportName)}
    toolbar={
      <>
        {actions}
        <CreateButton />
        <ExportButton />
      </>
    }
  >
    <DataTable<ConsoleUser> rowClick="show" bulkActionButtons={false}>
      <Column source="first_name" label="Name" cellSx={noWrap} render={(r) => fullName(r.first_name, r.last_name)} />
      <Column source="mobile_no" label="Mobile No" disableSort cellSx={noWrap} />
      <Column source="email" label="Email" disableSort />
      <Column source="city" label="City" disableSort render={(r) => cityLabel(r.city)} />
      <Column source="primary_role" label="Roles" disableSort cellSx={noWrap} render={(r) => rolesLabel(r)} />
      <Column source="status" label="Status" disableSort render={(r) => <UserStatusChip status={r.status} />} />
      <Column source="created_at" label="Created At" render={() => <DateTimeField source="created_at" />} />
      <Column
        source="actions"
        label="Actions"
        disableSort
        render={(r) => (
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <UserStatusButton record={r} compact />
            <EditButton record={r} label="" aria-label="Edit" />
          </Stack>
        )}
      />
    </DataTable>
  </ConsoleList>
);
