import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import { Box, Stack } from '@mui/material';
import { CreateButton, DataTable, ExportButton } from 'react-admin';
import { DateTimeField } from '../util/DateTimeField';
import { Clipped, TwoLines } from '../util/GridCell';
import { PropertyActionButtons } from './PropertyActionButtons';
import { PropertyBulkActions } from './PropertyBulkActions';
import { REVIEW_ACTIONS } from './propertyActions';
import { propertyExporter } from './propertyExporter';
import { propertyFilters } from './propertyFilters';
import { formatRupees, localityCity } from './propertyFormat';
import { PropertyStatusChip, StaleWarning, VerifiedMark } from './PropertyStatusChip';
import { ReviewQueueButton } from './ReviewQueueButton';
import type { Property } from './types';
import { ConsoleList } from '../util/ConsoleList';

const Column = DataTable.Col<Property>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

export const CoverThumbnail = ({ url, size = 56 }: { url: string | null | undefined; size?: number }) =>
  url ? (
    <Box
      component="img"
      src={url}
      alt=""
      loading="lazy"
      sx={{ width: size * 1.4, height: size, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
    />
  ) : (
    <Box
      sx={{ width: size * 1.4, height: size, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', color: 'text.disabled' }}
      aria-label="No photo"
    >
      <HomeWorkOutlinedIcon fontSize="small" />
    </Box>
  );

/**
 * Properties (the admin home): server-side paging 10 a page, newest first. Sortable columns are the
 * API's: rent, status, created_at. Row click opens the record page.
 */
const PropertyList = () => (
  <ConsoleList<Property>
    title="Properties"
    filters={propertyFilters}
    exporter={propertyExporter}
    toolbar={
      <>
        <ReviewQueueButton />
        <CreateButton label="Add property" />
        <ExportButton />
      </>
    }
  >
    <DataTable<Property> rowClick="show" bulkActionButtons={<PropertyBulkActions />}>
      <Column source="cover_image_url" label="Photo" disableSort render={(r) => <CoverThumbnail url={r.cover_image_url} size={40} />} />
      {/* Title over locality and city, rent over BHK, the marks beside the status chip: a column each pushed the grid
          past a 1280 px screen, hiding Export and the row actions. */}
      <Column
        source="title"
        label="Title / Locality"
        disableSort
        cellSx={() => ({ minWidth: 160, maxWidth: 260 })}
        render={(r) => <TwoLines strong primary={<Clipped text={r.title} shown={60} />} secondary={<Clipped text={localityCity(r)} shown={40} />} />}
      />
      <Column source="rent" label="Rent / BHK" cellSx={noWrap} render={(r) => <TwoLines primary={formatRupees(r.rent)} secondary={`${r.bhk} BHK`} />} />
      <Column
        source="status"
        label="Status"
        cellSx={noWrap}
        render={(r) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <PropertyStatusChip status={r.status} />
            <StaleWarning stale={r.is_stale} />
            <VerifiedMark verified={r.is_verified} />
          </Stack>
        )}
      />
      <Column source="created_at" label="Created At" render={() => <DateTimeField source="created_at" />} />
      <Column source="actions" label="Actions" disableSort render={(r) => <PropertyActionButtons record={r} among={REVIEW_ACTIONS} compact />} />
    </DataTable>
  </ConsoleList>
);

export default PropertyList;
