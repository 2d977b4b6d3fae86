import { Chip } from '@mui/material';
import { DataTable, DateField, List, Pagination, SearchInput } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../config';
import { fullName } from '../util/format';
import { DATE_TIME } from '../util/dateFormat';
import type { ConsoleUser } from './types';

const Column = DataTable.Col<ConsoleUser>;

const userFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search name, mobile or email" />];

export const UserStatus = ({ status }: { status?: string | null }) =>
  status ? <Chip size="small" label={status} variant="outlined" /> : null;

/**
 * Read-only list of users of one role (the role filter is added by the dataProvider):
 * server-side paging 10 a page, newest first, search `q`. Sortable: name (first_name), created_at.
 */
export const UserListView = ({ title }: { title: string }) => (
  <List<ConsoleUser>
    title={title}
    perPage={DEFAULT_PAGE_SIZE}
    sort={{ field: 'created_at', order: 'DESC' }}
    filters={userFilters}
    exporter={false}
    pagination={<Pagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />}
    empty={false}
  >
    <DataTable<ConsoleUser> rowClick="show" bulkActionButtons={false}>
      <Column source="first_name" label="Name" render={(r) => fullName(r.first_name, r.last_name)} />
      <Column source="mobile_no" label="Mobile No" disableSort />
      <Column source="email" label="Email" disableSort />
      <Column disableSort source="primary_role" label="Primary Role" />
      <Column disableSort source="secondary_role" label="Secondary Role" />
      <Column source="status" label="Status" disableSort render={(r) => <UserStatus status={r.status} />} />
      <Column source="created_at" label="Created At" render={() => <DateField source="created_at" {...DATE_TIME} />} />
    </DataTable>
  </List>
);
