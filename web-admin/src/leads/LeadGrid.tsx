import type { MouseEvent } from 'react';
import { Chip, Tooltip, Typography } from '@mui/material';
import { DataTable, Link, useBasename } from 'react-admin';
import { consolePath } from '../layout/menuEntries';
import { fullName, truncate } from '../util/format';
import { Clipped, TwoLines } from '../util/GridCell';
import { leadTypeLabel } from './leadStatus';
import { LeadStatusChip } from './LeadStatusChip';
import { LeadStatusMenu } from './LeadStatusMenu';
import type { Lead } from './types';
import { DateTimeField } from '../util/DateTimeField';
import { LateChip } from '../status/LateChip';

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

/** Property id linking to the property preview page; `short`: its first 8 characters (the whole id is the link's title). */
export const PropertyLink = ({ id, short = false }: { id: Lead['property_id']; short?: boolean }) => {
  const basename = useBasename();
  if (id == null || id === '') return null;
  return (
    <Link
      to={consolePath(basename, `/preview-property/${encodeURIComponent(String(id))}`)}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      title={short ? String(id) : undefined}
    >
      {short && String(id).length > 9 ? `${String(id).slice(0, 8)}…` : String(id)}
    </Link>
  );
};

/** A lead of a tenant who visited the home with our rider and wants to rent it: marked, at the top of the queue. */
export const VisitInterestChip = ({ lead }: { lead: Pick<Lead, 'visit_id'> }) =>
  lead.visit_id ? <Chip size="small" color="success" label="Wants to rent after visit" data-testid="lead-visit-interest" /> : null;

/**
 * Grid of leads (withProperty) or queries. Row click opens the record page.
 * Sortable columns are the ones the API sorts by: name (first_name), status, created_at.
 */
export const LeadGrid = ({ withProperty }: { withProperty: boolean }) => (
  <DataTable<Lead> rowClick="show" bulkActionButtons={false}>
    {/* Name over mobile, the email cut with the whole in its title: so the grid and Export fit a 1280 px screen. */}
    <Column source="first_name" label="Name / Mobile" cellSx={noWrap} render={(r) => <TwoLines strong primary={fullName(r.first_name, r.last_name)} secondary={r.mobile_no} />} />
    <Column source="email" label="Email" disableSort cellSx={noWrap} render={(r) => <Clipped text={r.email} shown={24} />} />
    <Column source="type" label="Type" disableSort render={(r) => (r.visit_id ? <VisitInterestChip lead={r} /> : leadTypeLabel(r.type))} />
    {withProperty ? <Column source="property_id" label="Property ID" disableSort cellSx={noWrap} render={(r) => <PropertyLink id={r.property_id} short />} /> : null}
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
    {/* The date over the "Late" mark (past the 48-hour reply promise): the grid stays as wide. */}
    <Column source="created_at" label="Created At" render={(r) => <TwoLines primary={<DateTimeField source="created_at" />} secondary={<LateChip record={r} />} />} />
  </DataTable>
);
