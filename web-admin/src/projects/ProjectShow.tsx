import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { EditButton, Labeled, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { formatCalendarDate } from '../util/dateFormat';
import { DateTimeField } from '../util/DateTimeField';
import { cityLabel } from '../properties/propertyOptions';
import { RecordHeading } from '../util/RecordPage';
import { ShowItem, ShowItemGrid } from '../util/ShowItem';
import { useShowErrorHandler } from '../util/useShowErrorHandler';
import { ArchiveProjectButton } from './ArchiveProjectButton';
import { ImageUrlPreview } from './ImageUrlsInput';
import { formatPriceRange, unitTypesText } from './projectFormat';
import { ProjectStatusChip } from './ProjectStatusChip';
import type { Project } from './types';

const ShowActions = () => (
  <TopToolbar sx={{ alignItems: 'center' }}>
    <ArchiveProjectButton />
    <EditButton />
    <ListButton label="Projects" />
  </TopToolbar>
);

/** Every field of a project, its pictures (from the links) and its status. */
const ProjectDetails = () => {
  const r = useRecordContext<Project>();
  if (!r) return null;
  const images = Array.isArray(r.image_urls) ? r.image_urls : [];
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="project-detail">
      <RecordHeading
        title={r.name}
        marks={<ProjectStatusChip status={r.status} />}
        summary={
          <>
            {r.builder} · {[r.locality, cityLabel(r.city)].filter(Boolean).join(', ')} · {formatPriceRange(r.min_price, r.max_price)}
          </>
        }
      />

      <Card variant="outlined">
        <CardContent>
          <ShowItemGrid>
            <ShowItem label="Builder">{r.builder}</ShowItem>
            <ShowItem label="City">{cityLabel(r.city)}</ShowItem>
            <ShowItem label="Locality">{r.locality}</ShowItem>
            <ShowItem label="Price range" testId="project-price-range">
              {formatPriceRange(r.min_price, r.max_price)}
            </ShowItem>
            <ShowItem label="Unit types" testId="project-unit-types">
              {unitTypesText(r.unit_types)}
            </ShowItem>
            <ShowItem label="Possession date">{formatCalendarDate(r.possession_date)}</ShowItem>
            <ShowItem label="RERA number">{r.rera_number}</ShowItem>
            <Labeled label="Created at">
              <DateTimeField source="created_at" />
            </Labeled>
            <Labeled label="Updated at">
              <DateTimeField source="updated_at" emptyText="—" />
            </Labeled>
            <ShowItem label="ID">{r.id}</ShowItem>
          </ShowItemGrid>
          <Box sx={{ mt: 1 }}>
            <ShowItem label="Description">
              {r.description ? (
                <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                  {r.description}
                </Box>
              ) : null}
            </ShowItem>
          </Box>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Images ({images.length})
          </Typography>
          {images.length ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="project-images">
              {images.map((url, index) => (
                <MuiLink key={`${index}-${url}`} href={url} target="_blank" rel="noopener noreferrer" title={url}>
                  <ImageUrlPreview url={url} index={index} />
                </MuiLink>
              ))}
            </Stack>
          ) : (
            <Typography color="text.secondary">No images yet.</Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
};

const ShowTitle = () => {
  const record = useRecordContext<Project>();
  return <span>{record ? `Project: ${record.name}` : 'Project'}</span>;
};

const ProjectShow = () => {
  const onError = useShowErrorHandler();
  return (
    <Show<Project> title={<ShowTitle />} actions={<ShowActions />} queryOptions={{ onError }}>
      <ProjectDetails />
    </Show>
  );
};

export default ProjectShow;
