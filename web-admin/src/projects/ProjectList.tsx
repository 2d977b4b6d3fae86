import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { CreateButton, DataTable, ExportButton, useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { localityCity } from '../properties/propertyFormat';
import { formatCalendarDate } from '../util/dateFormat';
import { DateTimeField } from '../util/DateTimeField';
import { ArchiveProjectButton } from './ArchiveProjectButton';
import { projectExporter } from './projectExporter';
import { projectFilters } from './projectFilters';
import { formatPriceRange } from './projectFormat';
import { ProjectStatusChip } from './ProjectStatusChip';
import { PROJECT_RESOURCE } from './resource';
import type { Project } from './types';
import { ConsoleList } from '../util/ConsoleList';

const Column = DataTable.Col<Project>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/** Created date without the time, to keep the grid narrow ("23 Nov 2026"). */

/** "₹45,00,000 – ₹1,20,00,000", wrapping after the dash rather than inside a price. */
export const PriceRange = ({ min, max }: { min: unknown; max: unknown }) => {
  const text = formatPriceRange(min, max);
  const [low, high] = text.split(' – ');
  return (
    <span data-testid="project-price-range">
      <span style={{ whiteSpace: 'nowrap' }}>{high === undefined ? low : `${low} –`}</span>
      {high === undefined ? null : (
        <>
          {' '}
          <span style={{ whiteSpace: 'nowrap' }}>{high}</span>
        </>
      )}
    </span>
  );
};

/** "1 BHK, 2 BHK, Penthouse": wraps between labels, never inside one. */
export const UnitTypesCell = ({ unitTypes }: { unitTypes: unknown }) => {
  const list = Array.isArray(unitTypes) ? unitTypes.filter((u): u is string => typeof u === 'string' && u.trim() !== '') : [];
  if (!list.length) return <>—</>;
  return (
    <span data-testid="project-unit-types">
      {list.map((u, index) => (
        <span key={u}>
          <span style={{ whiteSpace: 'nowrap' }}>
            {u}
            {index < list.length - 1 ? ',' : ''}
          </span>
          {index < list.length - 1 ? ' ' : ''}
        </span>
      ))}
    </span>
  );
};

/** Row actions: Edit (icon link) and Archive (icon, with confirmation). */
const RowActions = ({ record }: { record: Project }) => {
  const createPath = useCreatePath();
  return (
    <Stack direction="row" onClick={(event: MouseEvent) => event.stopPropagation()} sx={{ alignItems: 'center' }}>
      <Tooltip title="Edit">
        <IconButton
          size="small"
          aria-label="Edit"
          component={Link}
          to={createPath({ resource: PROJECT_RESOURCE, type: 'edit', id: record.id })}
          data-testid="project-edit"
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ArchiveProjectButton record={record} compact />
    </Stack>
  );
};

/**
 * Projects: server-side paging 10 a page, newest first. Sortable columns are the API's: name, min_price
 * (the price range), created_at. Row click opens the record page.
 */
const ProjectList = () => (
  <ConsoleList<Project>
    title="Projects"
    filters={projectFilters}
    exporter={projectExporter}
    toolbar={
      <>
        <CreateButton label="Add project" data-testid="project-create" />
        <ExportButton />
      </>
    }
  >
    <DataTable<Project> rowClick="show" bulkActionButtons={false}>
      <Column
        source="name"
        label="Name / Builder"
        cellSx={() => ({ minWidth: 150, maxWidth: 260 })}
        render={(r) => (
          <>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {r.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" data-testid="project-builder">
              {r.builder}
            </Typography>
          </>
        )}
      />
      <Column source="locality" label="Locality / City" disableSort cellSx={() => ({ minWidth: 100 })} render={(r) => localityCity(r)} />
      <Column source="min_price" label="Price" render={(r) => <PriceRange min={r.min_price} max={r.max_price} />} />
      <Column
        source="unit_types"
        label="Unit types"
        disableSort
        cellSx={() => ({ minWidth: 90, maxWidth: 150 })}
        render={(r) => <UnitTypesCell unitTypes={r.unit_types} />}
      />
      <Column source="possession_date" label="Possession" disableSort cellSx={noWrap} render={(r) => formatCalendarDate(r.possession_date) || '—'} />
      <Column
        source="rera_number"
        label="RERA No."
        disableSort
        cellSx={() => ({ minWidth: 120, maxWidth: 170, overflowWrap: 'anywhere', fontSize: '0.8rem' })}
        render={(r) => r.rera_number || '—'}
      />
      <Column source="status" label="Status" disableSort render={(r) => <ProjectStatusChip status={r.status} />} />
      <Column source="created_at" label="Created" render={() => <DateTimeField source="created_at" dateOnly />} />
      <Column source="actions" label="Actions" disableSort render={(r) => <RowActions record={r} />} />
    </DataTable>
  </ConsoleList>
);

export default ProjectList;
