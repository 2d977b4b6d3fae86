import type { Property } from '../../domain/properties/property.js';
import type { ListingFacts } from '../../domain/search-alerts/search-alert.js';

/** What matching reads of a listing, at `now` (its verified mark may lapse). */
export function listingFacts(listing: Property, now: Date): ListingFacts {
  return {
    id: listing.id,
    ownerId: listing.ownerId,
    city: listing.city,
    title: listing.title,
    locality: listing.locality,
    propertyType: listing.propertyType,
    bhk: listing.bhk,
    rent: listing.rent,
    furnishing: listing.furnishing,
    preferredTenants: listing.preferredTenants,
    availableFrom: listing.availableFrom,
    verified: listing.isVerified(now),
  };
}
