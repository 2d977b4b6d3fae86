import type { FC, ReactElement } from 'react';
import { Stack } from '@mui/material';
import { FunctionField, Labeled } from 'react-admin';
import { DateTimeField } from '../util/DateTimeField';

/**
 * The closing rows of the record page of a record worked like a lead (SimpleShowLayout): Status (chip and
 * "Change status" menu side by side), Created At, Updated At, Status Changed At. An array of rows rather than a
 * component, so that SimpleShowLayout still labels each row and gives it its `ra-field-<source>` class.
 */
export const statusShowRows = (StatusChip: FC<{ status: unknown }>, menu: ReactElement) => [
  <Labeled key="status" label="Status">
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <FunctionField render={(r) => <StatusChip status={r.status} />} />
      {menu}
    </Stack>
  </Labeled>,
  <DateTimeField key="created_at" source="created_at" label="Created At" />,
  <DateTimeField key="updated_at" source="updated_at" label="Updated At" emptyText="—" />,
  <DateTimeField key="status_changed_at" source="status_changed_at" label="Status Changed At" emptyText="—" />,
];
