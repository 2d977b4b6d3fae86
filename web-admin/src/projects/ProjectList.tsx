import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { CreateButton, DataTable, DateField, ExportButton, List, Pagination, TopToolbar, useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../config';
import { localityCity } from '../properties/propertyFormat';
import { DATE_TIME, formatCalendarDate } from '../util/dateFormat';
import { ArchiveProjectButton } from './ArchiveProjectButton';
import { projectExporter } from './projectExporter';
import { projectFilters } from './projectFilters';
import { formatPriceRange, unitTypesText } from './projectFormat';
import { ProjectStatusChip } from './ProjectStatusChip';
import { PROJECT_RESOURCE } from './resource';
import type { Project } from './types';

const Column = DataTable.Col<Project>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

const ListActions = () => (
  <TopToolbar>
    <CreateButton label="Add project" data-testid="project-create" />
    <ExportButton />
  </TopToolbar>
);

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
  <List<Project>
    title="Projects"
    perPage={DEFAULT_PAGE_SIZE}
    sort={{ field: 'created_at', order: 'DESC' }}
    filters={projectFilters}
    exporter={projectExporter}
    actions={<ListActions />}
    pagination={<Pagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />}
    empty={false}
  >
    <DataTable<Project> rowClick="show" bulkActionButtons={false}>
      <Column
        source="name"
        label="Name"
        cellSx={() => ({ minWidth: 160, maxWidth: 260 })}
        render={(r) => (
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {r.name}
          </Typography>
        )}
      />
      <Column source="builder" label="Builder" disableSort />
      <Column source="locality" label="Locality / City" disableSort render={(r) => localityCity(r)} />
      <Column
        source="min_price"
        label="Price"
        cellSx={noWrap}
        render={(r) => <span data-testid="project-price-range">{formatPriceRange(r.min_price, r.max_price)}</span>}
      />
      <Column source="unit_types" label="Unit types" disableSort render={(r) => unitTypesText(r.unit_types)} />
      <Column source="possession_date" label="Possession" disableSort cellSx={noWrap} render={(r) => formatCalendarDate(r.possession_date) || '—'} />
      <Column source="rera_number" label="RERA No." disableSort render={(r) => r.rera_number || '—'} />
      <Column source="status" label="Status" disableSort render={(r) => <ProjectStatusChip status={r.status} />} />
      <Column source="created_at" label="Created At" cellSx={noWrap} render={() => <DateField source="created_at" {...DATE_TIME} />} />
      <Column source="actions" label="Actions" disableSort render={(r) => <RowActions record={r} />} />
    </DataTable>
  </List>
);

export default ProjectList;
