import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Chip, Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import {
  EditButton,
  Labeled,
  ListButton,
  ReferenceField,
  Show,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { messageOf } from '../apiClient';
import { DateTimeField } from '../util/DateTimeField';
import { RecordHeading } from '../util/RecordPage';
import { dash, ShowItem, ShowItemGrid } from '../util/ShowItem';
import { PropertyGallery } from './gallery/PropertyGallery';
import { ownerOptionText } from './OwnerInput';
import { PropertyActionButtons } from './PropertyActionButtons';
import { isEditable } from './propertyActions';
import { formatArea, formatFloor, formatRupees } from './propertyFormat';
import { amenityLabel, cityLabel, furnishingLabel, postedByLabel, preferredTenantsLabel, propertyTypeLabel } from './propertyOptions';
import { NotVerifiedMark, PropertyStatusChip, StaleWarning, STALE_HINT, VerifiedMark } from './PropertyStatusChip';
import { PROPERTY_RESOURCE } from './resource';
import type { Property } from './types';
import type { User } from '../../../adapters/http/contract/wire/users';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <ShowItemGrid>{children}</ShowItemGrid>
    </CardContent>
  </Card>
);

const ShowDate = ({ source, label }: { source: keyof Property; label: string }) => (
  <Labeled label={label}>
    <DateTimeField source={source} emptyText="—" />
  </Labeled>
);

const Counter = ({ label, value, testId }: { label: string; value: unknown; testId: string }) => (
  <Box sx={{ textAlign: 'center', px: 2 }}>
    <Typography variant="h5" data-testid={testId}>
      {typeof value === 'number' ? value.toLocaleString('en-IN') : '0'}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
  </Box>
);

/** Edit only where the server allows it: a rented or archived listing is relisted first. */
const ShowActions = () => {
  const record = useRecordContext<Property>();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <PropertyActionButtons />
      {record && isEditable(record.status) ? <EditButton /> : null}
      <ListButton label="Properties" />
    </TopToolbar>
  );
};

/** Every field of a listing, its photos, its state and counters, and the moves its status allows. */
const PropertyDetails = () => {
  const r = useRecordContext<Property>();
  if (!r) return null;
  const hasCoordinates = r.latitude != null && r.longitude != null;
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="property-preview">
      <RecordHeading
        title={r.title}
        marks={
          <>
            <PropertyStatusChip status={r.status} />
            {r.is_verified ? <VerifiedMark verified /> : <NotVerifiedMark />}
            <StaleWarning stale={r.is_stale} />
          </>
        }
        summary={
          <>
            {[r.locality, cityLabel(r.city)].filter(Boolean).join(', ')} · {formatRupees(r.rent)} / month · {r.bhk} BHK
          </>
        }
      />

      {r.status === 'REJECTED' || r.rejection_reason ? (
        <Alert severity="error" data-testid="property-rejection-reason">
          <strong>Rejection reason:</strong> {r.rejection_reason || '—'}
        </Alert>
      ) : null}
      {r.is_stale ? <Alert severity="warning">{STALE_HINT}. The owner has to reconfirm it.</Alert> : null}

      <Card variant="outlined">
        <CardContent>
          <PropertyGallery record={r} />
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" divider={<Divider orientation="vertical" flexItem />} sx={{ justifyContent: 'space-around', flexWrap: 'wrap' }}>
            <Counter label="Views" value={r.view_count} testId="property-view-count" />
            <Counter label="Wishlists" value={r.wishlist_count} testId="property-wishlist-count" />
            <Counter label="Callback requests" value={r.callback_count} testId="property-callback-count" />
          </Stack>
        </CardContent>
      </Card>

      <Section title="State">
        <Labeled label="Status">
          <span>
            <PropertyStatusChip status={r.status} />
          </span>
        </Labeled>
        <ShowItem label="Verified">{r.is_verified ? 'Yes' : 'No'}</ShowItem>
        <ShowDate source="verified_at" label="Verified at" />
        <ShowItem label="Stale">{r.is_stale ? 'Yes (hidden from search)' : 'No'}</ShowItem>
        <ShowDate source="published_at" label="Published at" />
        <ShowDate source="listed_until" label="Listed until" />
        <ShowItem label="Rejection reason">{r.rejection_reason}</ShowItem>
        <Labeled label="Owner">
          <ReferenceField source="owner_id" reference="owner" link="show" emptyText="—">
            <OwnerName />
          </ReferenceField>
        </Labeled>
        <ShowItem label="Posted by">{postedByLabel(r.posted_by_role)}</ShowItem>
        <ShowDate source="created_at" label="Created at" />
        <ShowDate source="updated_at" label="Updated at" />
        <ShowItem label="ID">{r.id}</ShowItem>
      </Section>

      <Section title="Home">
        <ShowItem label="Property type">{propertyTypeLabel(r.property_type)}</ShowItem>
        <ShowItem label="BHK">{r.bhk}</ShowItem>
        <ShowItem label="Bathrooms">{r.bathrooms}</ShowItem>
        <ShowItem label="Furnishing">{furnishingLabel(r.furnishing)}</ShowItem>
        <ShowItem label="Preferred tenants">{preferredTenantsLabel(r.preferred_tenants)}</ShowItem>
        <ShowItem label="Built-up area">{formatArea(r.built_up_area)}</ShowItem>
        <ShowItem label="Floor">{formatFloor(r.floor, r.total_floors)}</ShowItem>
        <ShowItem label="Available from">{r.available_from}</ShowItem>
      </Section>

      <Section title="Price">
        <ShowItem label="Rent" testId="property-rent">
          {formatRupees(r.rent)}
        </ShowItem>
        <ShowItem label="Deposit">{formatRupees(r.deposit)}</ShowItem>
        <ShowItem label="Maintenance">{formatRupees(r.maintenance)}</ShowItem>
      </Section>

      <Section title="Location">
        <ShowItem label="Address">{r.address}</ShowItem>
        <ShowItem label="Locality">{r.locality}</ShowItem>
        <ShowItem label="City">{cityLabel(r.city)}</ShowItem>
        <ShowItem label="Pincode">{r.pincode}</ShowItem>
        <ShowItem label="Coordinates">
          {hasCoordinates ? (
            <MuiLink href={`https://www.openstreetmap.org/?mlat=${r.latitude}&mlon=${r.longitude}#map=17/${r.latitude}/${r.longitude}`} target="_blank" rel="noopener noreferrer">
              {r.latitude}, {r.longitude}
            </MuiLink>
          ) : null}
        </ShowItem>
        <ShowItem label="Virtual tour">
          {r.virtual_tour_url ? (
            <MuiLink href={r.virtual_tour_url} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
              {r.virtual_tour_url}
            </MuiLink>
          ) : null}
        </ShowItem>
      </Section>

      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Amenities
          </Typography>
          {r.amenities?.length ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {r.amenities.map((a) => (
                <Chip key={a} label={amenityLabel(a)} size="small" variant="outlined" />
              ))}
            </Stack>
          ) : (
            <Typography variant="body2">—</Typography>
          )}
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
            Description
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {dash(r.description)}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
};

const OwnerName = () => {
  const owner = useRecordContext<User>();
  return (
    <Typography variant="body2" component="span">
      {ownerOptionText(owner)}
    </Typography>
  );
};

const propertyTitle = (record?: Property) => (record ? `Property: ${record.title}` : 'Property');

/**
 * Record page of a listing: /admin/post-property/:id/show, and the same view at
 * /admin/preview-property/:id (pass `id`).
 */
export const PropertyShowView = ({ id }: { id?: string }) => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Show<Property>
      resource={PROPERTY_RESOURCE}
      id={id}
      title={<ShowTitle />}
      actions={<ShowActions />}
      queryOptions={{
        onError: (error: unknown) => {
          notify(messageOf(error), { type: 'error' });
          redirect('list', PROPERTY_RESOURCE);
        },
      }}
    >
      <PropertyDetails />
    </Show>
  );
};

const ShowTitle = () => {
  const record = useRecordContext<Property>();
  return <span>{propertyTitle(record)}</span>;
};

const PropertyShow = () => <PropertyShowView />;

export default PropertyShow;
