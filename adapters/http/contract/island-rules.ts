/**
 * The shared rules the public site's islands run before the app: the prerendered home's and the server-rendered
 * pages' scripts (web-public/src/home/island.ts, ssr/island.ts) and the pure modules they share with the app (the
 * `home-shared` chunk of web-public/vite.config.ts, and property/listing-query.ts). A part of rules.ts, the same
 * bindings, apart on purpose: that chunk takes in every module its modules import, and through rules.ts it took in
 * every rule, list and message of the domain the app uses. Only what the islands use, from domain modules
 * that hold little else (formats.ts rather than phone-number.ts); a new rule goes into rules.ts, and here only when
 * an island runs it. test/build/island-rules.test.ts checks both. Side-effect-free re-exports only, as rules.ts.
 */

// The home's city choice and the listing pages' addresses and filters.
export {
  Cities,
  Furnishings,
  PROPERTY_SEARCH_MAX_LENGTH,
  PreferredTenantOptions,
  PropertySorts,
  PropertyTypes,
  type City,
  type Furnishing,
  type PreferredTenants,
  type PropertySort,
  type PropertyType,
} from '../../../domain/properties/property-options.js';
export { listingAddress, listingQuery, type ListingAddressQuery } from '../../../domain/properties/listing-address.js';

// The shapes of a date typed in the filters and of the support numbers (their call and WhatsApp links): from the
// import-free formats.ts, not iso-date.ts / phone-number.ts, whose rules bring the domain's messages along.
export { ISO_DATE_PATTERN, PHONE_LENGTH } from '../../../domain/shared/formats.js';
export { telLink, whatsappLink } from '../../../domain/shared/contact-links.js';

// Dates and times shown in India time (the import-free india-date.ts).
export { INDIA_TIME_ZONE } from '../../../domain/shared/india-date.js';

// The day in India: whether a card's home is free now ("Available now" / "From 5 Dec").
export { indiaDate } from '../../../domain/shared/india-date.js';
