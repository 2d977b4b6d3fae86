/**
 * The closed lists a listing is described with (docs/contexts/properties.md, Options), from the shared
 * contract, and the labels the console shows for them.
 */
import {
  Amenities as AMENITIES,
  Cities as CITIES,
  Furnishings as FURNISHINGS,
  PreferredTenantOptions as PREFERRED_TENANTS,
  PropertyStatuses as PROPERTY_STATUSES,
  PropertyTypes as PROPERTY_TYPES,
  type Amenity,
  type City,
  type Furnishing,
  type PreferredTenants,
  type PropertyStatus,
  type PropertyType,
} from '../../../adapters/http/contract/rules';
import { choicesOf, colorIn, labelIn } from '../status/labels';

export { AMENITIES, CITIES, FURNISHINGS, PREFERRED_TENANTS, PROPERTY_STATUSES, PROPERTY_TYPES };
export type { Amenity, City, Furnishing, PreferredTenants, PropertyStatus, PropertyType };


const STATUS_LABELS: Record<PropertyStatus, string> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
  LIVE: 'Live',
  REJECTED: 'Rejected',
  RENTED: 'Rented',
  ARCHIVED: 'Archived',
  SUSPENDED: 'Suspended',
  UNDER_REVIEW: 'Under review (reported)',
};

const TYPE_LABELS: Record<PropertyType, string> = {
  APARTMENT: 'Apartment',
  INDEPENDENT_HOUSE: 'Independent house',
  BUILDER_FLOOR: 'Builder floor',
  ROOM: 'Room',
  PG: 'PG',
};

const FURNISHING_LABELS: Record<Furnishing, string> = {
  UNFURNISHED: 'Unfurnished',
  SEMI_FURNISHED: 'Semi-furnished',
  FULLY_FURNISHED: 'Fully furnished',
};

const TENANT_LABELS: Record<PreferredTenants, string> = {
  FAMILY: 'Family',
  BACHELOR_MALE: 'Bachelor (male)',
  BACHELOR_FEMALE: 'Bachelor (female)',
  ANY: 'Anyone',
};

const AMENITY_LABELS: Record<Amenity, string> = {
  PARKING: 'Parking',
  LIFT: 'Lift',
  POWER_BACKUP: 'Power backup',
  WATER_24X7: '24x7 water',
  SECURITY: 'Security',
  CCTV: 'CCTV',
  GAS_PIPELINE: 'Gas pipeline',
  AIR_CONDITIONER: 'Air conditioner',
  WIFI: 'Wi-Fi',
  BALCONY: 'Balcony',
  MODULAR_KITCHEN: 'Modular kitchen',
  WASHING_MACHINE: 'Washing machine',
  REFRIGERATOR: 'Refrigerator',
  GYM: 'Gym',
  PARK: 'Park',
};

const CITY_LABELS: Record<City, string> = {
  patna: 'Patna',
  gaya: 'Gaya',
  muzaffarpur: 'Muzaffarpur',
  bhagalpur: 'Bhagalpur',
  darbhanga: 'Darbhanga',
  ranchi: 'Ranchi',
};

/** Who posted a listing (`posted_by_role`): the owner, or an admin / rider on the owner's behalf. */
const POSTED_BY_LABELS: Record<'OWNER' | 'ADMIN' | 'RIDER', string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  RIDER: 'Rider',
};

/** Human labels; unknown values are shown as they come. */
export const propertyStatusLabel = labelIn(STATUS_LABELS);
export const propertyTypeLabel = labelIn(TYPE_LABELS);
export const furnishingLabel = labelIn(FURNISHING_LABELS);
export const preferredTenantsLabel = labelIn(TENANT_LABELS);
export const amenityLabel = labelIn(AMENITY_LABELS);
export const cityLabel = labelIn(CITY_LABELS);
export const postedByLabel = labelIn(POSTED_BY_LABELS);

export const propertyStatusChoices = choicesOf(PROPERTY_STATUSES, STATUS_LABELS);
export const propertyTypeChoices = choicesOf(PROPERTY_TYPES, TYPE_LABELS);
export const furnishingChoices = choicesOf(FURNISHINGS, FURNISHING_LABELS);
export const preferredTenantsChoices = choicesOf(PREFERRED_TENANTS, TENANT_LABELS);
export const amenityChoices = choicesOf(AMENITIES, AMENITY_LABELS);
export const cityChoices = choicesOf(CITIES, CITY_LABELS);

export const isPropertyStatus = (value: unknown): value is PropertyStatus =>
  typeof value === 'string' && (PROPERTY_STATUSES as readonly string[]).includes(value);

export const propertyStatusColor = colorIn<PropertyStatus>({ SUBMITTED: 'warning', LIVE: 'success', REJECTED: 'error', UNDER_REVIEW: 'warning', RENTED: 'info' });
