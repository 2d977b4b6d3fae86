/** CSV export of listings: one flat row per listing, enums with their labels, amenities joined. */
import { toCsv, type CsvColumn } from '../util/csv';
import { fullName } from '../util/format';
import { amenityLabel, cityLabel, furnishingLabel, postedByLabel, preferredTenantsLabel, propertyStatusLabel, propertyTypeLabel } from './propertyOptions';
import type { Property } from './types';
import type { User } from '../../../adapters/http/contract/wire/users';

/** What the exporter knows about an owner (a `users` record). */
/** The listing's owner (a console `users` record), as far as the CSV reads it. */
export type OwnerSummary = Partial<Pick<User, 'first_name' | 'last_name' | 'mobile_no' | 'email'>>;

export type PropertyRow = Partial<Property> & { owner?: OwnerSummary | null };

const yesNo = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : '');

export const PROPERTY_CSV_COLUMNS: readonly CsvColumn<PropertyRow>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'title', value: (r) => r.title },
  { header: 'status', value: (r) => r.status },
  { header: 'status_label', value: (r) => propertyStatusLabel(r.status) },
  { header: 'rejection_reason', value: (r) => r.rejection_reason },
  { header: 'is_verified', value: (r) => yesNo(r.is_verified) },
  { header: 'verified_at', value: (r) => r.verified_at },
  { header: 'is_stale', value: (r) => yesNo(r.is_stale) },
  { header: 'listed_until', value: (r) => r.listed_until },
  { header: 'published_at', value: (r) => r.published_at },
  { header: 'owner_id', value: (r) => r.owner_id },
  { header: 'owner_name', value: (r) => (r.owner ? fullName(r.owner.first_name, r.owner.last_name) : '') },
  { header: 'owner_mobile_no', value: (r) => r.owner?.mobile_no },
  { header: 'posted_by_role', value: (r) => postedByLabel(r.posted_by_role) },
  { header: 'property_type', value: (r) => propertyTypeLabel(r.property_type) },
  { header: 'bhk', value: (r) => r.bhk },
  { header: 'bathrooms', value: (r) => r.bathrooms },
  { header: 'furnishing', value: (r) => furnishingLabel(r.furnishing) },
  { header: 'preferred_tenants', value: (r) => preferredTenantsLabel(r.preferred_tenants) },
  { header: 'rent', value: (r) => r.rent },
  { header: 'deposit', value: (r) => r.deposit },
  { header: 'maintenance', value: (r) => r.maintenance },
  { header: 'built_up_area', value: (r) => r.built_up_area },
  { header: 'floor', value: (r) => r.floor },
  { header: 'total_floors', value: (r) => r.total_floors },
  { header: 'available_from', value: (r) => r.available_from },
  { header: 'amenities', value: (r) => (Array.isArray(r.amenities) ? r.amenities.map(amenityLabel) : '') },
  { header: 'city', value: (r) => cityLabel(r.city) },
  { header: 'locality', value: (r) => r.locality },
  { header: 'address', value: (r) => r.address },
  { header: 'pincode', value: (r) => r.pincode },
  { header: 'latitude', value: (r) => r.latitude },
  { header: 'longitude', value: (r) => r.longitude },
  { header: 'virtual_tour_url', value: (r) => r.virtual_tour_url },
  { header: 'description', value: (r) => r.description },
  { header: 'cover_image_url', value: (r) => r.cover_image_url },
  { header: 'view_count', value: (r) => r.view_count },
  { header: 'wishlist_count', value: (r) => r.wishlist_count },
  { header: 'callback_count', value: (r) => r.callback_count },
  { header: 'created_at', value: (r) => r.created_at },
  { header: 'updated_at', value: (r) => r.updated_at },
];

/** Rows with their owner attached (owners keyed by id, as react-admin's fetchRelatedRecords returns them). */
export function withOwners(
  records: readonly Partial<Property>[],
  owners: Readonly<Record<string, OwnerSummary | undefined>> = {},
): PropertyRow[] {
  return records.map((r) => ({ ...r, owner: r.owner_id != null ? (owners[String(r.owner_id)] ?? null) : null }));
}

export function propertiesToCsv(records: readonly PropertyRow[]): string {
  return toCsv(records, PROPERTY_CSV_COLUMNS);
}
