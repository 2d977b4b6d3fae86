import type { MouseEvent } from 'react';
import { Tooltip, Typography } from '@mui/material';
import { DataTable, Link, useBasename } from 'react-admin';
import { consolePath } from '../layout/menuEntries';
import { fullName, truncate } from '../util/format';
import { leadTypeLabel } from './leadStatus';
import { LeadStatusChip } from './LeadStatusChip';
import { LeadStatusMenu } from './LeadStatusMenu';
import type { Lead } from './types';
import { DateTimeField } from '../util/DateTimeField';

const Column = DataTable.Col<Lead>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

export const LeadDescription = ({ text, max = 60 }: { text: string | null | undefined; max?: number }) => {
  const short = truncate(text, max);
  if (!short) return null;
  const cut = short !== (text ?? '').replace(/\s+/g, ' ').trim();
  return cut ? (
    <Tooltip title={text}>
      <Typography variant="body2" component="span">
        {short}
      </Typography>
    </Tooltip>
  ) : (
    <Typography variant="body2" component="span">
      {short}
    </Typography>
  );
};

/** Property id linking to the property preview page. */
export const PropertyLink = ({ id }: { id: Lead['property_id'] }) => {
  const basename = useBasename();
  if (id == null || id === '') return null;
  return (
    <Link
      to={consolePath(basename, `/preview-property/${encodeURIComponent(String(id))}`)}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {String(id)}
    </Link>
  );
};

/**
 * Grid of leads (withProperty) or queries. Row click opens the record page.
 * Sortable columns are the ones the API sorts by: name (first_name), status, created_at.
 */
export const LeadGrid = ({ withProperty }: { withProperty: boolean }) => (
  <DataTable<Lead> rowClick="show" bulkActionButtons={false}>
    <Column source="first_name" label="Name" cellSx={noWrap} render={(r) => fullName(r.first_name, r.last_name)} />
    <Column source="mobile_no" label="Mobile No" disableSort cellSx={noWrap} />
    <Column source="email" label="Email" disableSort />
    <Column source="type" label="Type" disableSort render={(r) => leadTypeLabel(r.type)} />
    {withProperty ? <Column source="property_id" label="Property ID" disableSort render={(r) => <PropertyLink id={r.property_id} />} /> : null}
    <Column
      source="description"
      label="Description"
      disableSort
      cellSx={() => ({ minWidth: 160, maxWidth: 220 })}
      render={(r) => <LeadDescription text={r.description} max={36} />}
    />
    <Column
      source="status"
      label="Status"
      cellSx={noWrap}
      render={(r) => (
        <>
          <LeadStatusChip status={r.status} />
          <LeadStatusMenu record={r} compact />
        </>
      )}
    />
    <Column source="created_at" label="Created At" render={() => <DateTimeField source="created_at" />} />
  </DataTable>
);
