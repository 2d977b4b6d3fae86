/** The closed lists a listing is described with (designed for Indian rentals; spec: "not shown"). */
export const PropertyTypes = ['APARTMENT', 'INDEPENDENT_HOUSE', 'BUILDER_FLOOR', 'ROOM', 'PG'] as const;
export type PropertyType = (typeof PropertyTypes)[number];

export const Furnishings = ['UNFURNISHED', 'SEMI_FURNISHED', 'FULLY_FURNISHED'] as const;
export type Furnishing = (typeof Furnishings)[number];

export const PreferredTenantOptions = ['FAMILY', 'BACHELOR_MALE', 'BACHELOR_FEMALE', 'ANY'] as const;
export type PreferredTenants = (typeof PreferredTenantOptions)[number];

export const Amenities = [
  'PARKING',
  'LIFT',
  'POWER_BACKUP',
  'WATER_24X7',
  'SECURITY',
  'CCTV',
  'GAS_PIPELINE',
  'AIR_CONDITIONER',
  'WIFI',
  'BALCONY',
  'MODULAR_KITCHEN',
  'WASHING_MACHINE',
  'REFRIGERATOR',
  'GYM',
  'PARK',
] as const;
export type Amenity = (typeof Amenities)[number];

/**
 * SUSPENDED: live, but its owner's account is blocked; it leaves search and comes back when they are unblocked.
 * UNDER_REVIEW: live, but reported by three people; out of search until an admin reviews the reports
 * (back to LIVE when they are dismissed, REJECTED when it is taken down).
 */
export const PropertyStatuses = ['DRAFT', 'SUBMITTED', 'LIVE', 'REJECTED', 'RENTED', 'ARCHIVED', 'SUSPENDED', 'UNDER_REVIEW'] as const;
export type PropertyStatus = (typeof PropertyStatuses)[number];

/** The public search's orders. */
export const PropertySorts = ['newest', 'rent_asc', 'rent_desc'] as const;
export type PropertySort = (typeof PropertySorts)[number];

/** Cities we serve, by URL slug (`/tenant/{city}/property-listing`). Patna first. */
export const Cities = ['patna', 'gaya', 'muzaffarpur', 'bhagalpur', 'darbhanga', 'ranchi'] as const;
export type City = (typeof Cities)[number];

/** A verification mark lapses after this many days; a live listing drops out of search after this many days without a reconfirmation. */
export const VERIFICATION_VALID_DAYS = 90;
export const RECONFIRM_EVERY_DAYS = 30;

/** The public search reads at most this many characters of its text (more is cut off, not refused). */
export const PROPERTY_SEARCH_MAX_LENGTH = 80;
