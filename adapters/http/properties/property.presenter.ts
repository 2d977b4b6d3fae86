import type { SearchPage } from '../../../application/properties/ports/property.repository.port.js';
import type { Property } from '../../../domain/properties/property.js';
import type { PropertyImage } from '../../../domain/properties/property-image.js';
import type { MediaLinks } from '../../storage/media-links.js';
import type * as Wire from '../contract/wire/index.js';
import { pageMeta } from '../envelope.js';

/*
 * A listing's JSON shapes (snake_case, as the spec's fields). These only write fields: who is entitled to which
 * shape (the whole listing or a visitor's) is decided by the callers (seesInFull, application/properties/property-access.ts).
 */

/**
 * A listing in full, for those entitled to all of it: its owner, admins, the rider who posted it or is to
 * visit it. `now` decides the verified mark and staleness; the cover of a listing that is not public is a
 * signed link (see MediaLinks). Visitors get `publicPropertyJson`.
 */
/** The home itself, the part of a listing every reader is shown (both shapes below start with it). */
function listingFacts(p: Property) {
  return {
    title: p.title,
    description: p.description,
    property_type: p.propertyType,
    bhk: p.bhk,
    bathrooms: p.bathrooms,
    furnishing: p.furnishing,
    preferred_tenants: p.preferredTenants,
    rent: p.rent,
    deposit: p.deposit,
    maintenance: p.maintenance,
    built_up_area: p.builtUpArea,
    floor: p.floor,
    total_floors: p.totalFloors,
    available_from: p.availableFrom,
    amenities: p.amenities,
    city: p.city,
    locality: p.locality,
    address: p.address,
    pincode: p.pincode,
    latitude: p.latitude,
    longitude: p.longitude,
    virtual_tour_url: p.virtualTourUrl,
    status: p.status,
  };
}

export function propertyJson(p: Property, now: Date, media: MediaLinks, extra: { wishlisted?: boolean } = {}): Wire.PropertyListing {
  return {
    id: p.id,
    owner_id: p.ownerId,
    posted_by_role: p.postedByRole,
    ...listingFacts(p),
    rejection_reason: p.rejectionReason,
    is_verified: p.isVerified(now),
    verified_at: p.verifiedAt?.toISOString() ?? null,
    verified_via: p.isVerified(now) ? p.verifiedVia : null,
    rider_verified: p.isRiderVerified(now),
    review_note: p.reviewNote,
    is_stale: p.isStale(now),
    listed_until: p.listedUntil?.toISOString() ?? null,
    published_at: p.publishedAt?.toISOString() ?? null,
    cover_image_url: media.coverFor(p.coverImageUrl, p.isPublic(now)),
    photo_count: p.photoCount,
    listed_by: listedBy(p),
    cover_image_small_url: media.smallCoverFor(p.coverImageUrl, p.isPublic(now)),
    view_count: p.viewCount,
    wishlist_count: p.wishlistCount,
    callback_count: p.callbackCount,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    ...(extra.wishlisted === undefined ? {} : { wishlisted: extra.wishlisted }),
  };
}

/**
 * What a visitor (anyone, signed in or not, who is not entitled to the whole listing) is shown: the home,
 * its place, rent and terms, photos and verification mark. Not who owns it (owner_id, posted_by_role), how
 * it performs (view, wishlist and callback counts), the moderation trail (rejection_reason, review_note) nor
 * the owner's reconfirmation deadline (listed_until) and last edit time. The cover is a plain URL: a listing
 * that is not public (e.g. a wishlisted one that went off the market) shows none that works.
 */
/** Who put the listing on the site, as a visitor may know it: the owner, our rider, or our team (an admin). */
const listedBy = (p: Property): Wire.PublicListing['listed_by'] => (p.postedByRole === 'RIDER' ? 'RIDER' : p.postedByRole === 'ADMIN' ? 'TEAM' : 'OWNER');

export function publicPropertyJson(p: Property, now: Date, media: MediaLinks, extra: { wishlisted?: boolean } = {}): Wire.PublicListing {
  // Read straight from the listing, not through propertyJson: a search page builds ten of these per request,
  // and the full shape would sign a cover link (HMAC) for a listing that is not public only to drop it.
  const verified = p.isVerified(now);
  return {
    id: p.id,
    ...listingFacts(p),
    is_verified: verified,
    verified_at: p.verifiedAt?.toISOString() ?? null,
    verified_via: verified ? p.verifiedVia : null,
    rider_verified: p.isRiderVerified(now),
    is_stale: p.isStale(now),
    published_at: p.publishedAt?.toISOString() ?? null,
    cover_image_url: media.plainCover(p.coverImageUrl),
    photo_count: p.photoCount,
    listed_by: listedBy(p),
    created_at: p.createdAt.toISOString(),
    ...(extra.wishlisted === undefined ? {} : { wishlisted: extra.wishlisted }),
  };
}

/** A listing photo's variants: plain URLs when the listing is public, signed ones for its owner, admins and rider when not. */
export function imageJson(image: PropertyImage, media: MediaLinks, listingIsPublic: boolean): Wire.PropertyImage {
  return {
    id: image.id,
    position: image.position,
    width: image.width,
    height: image.height,
    urls: Object.fromEntries(image.variants.map((v) => [String(v.width), media.urlFor(v.key, listingIsPublic)])),
  };
}

/**
 * GET /properties/list's `data` and `meta`: also the seed of the server-rendered listing page (public-pages/),
 * which must be exactly this answer (the app, started over the page, does not ask again). `saved`: the
 * signed-in viewer's hearts among the items (null for a visitor: no `wishlisted` field).
 */
export function publicSearchAnswer(
  result: SearchPage,
  query: { page: number; limit: number },
  now: Date,
  media: MediaLinks,
  saved: ReadonlySet<string> | null = null,
): { data: Wire.PublicListing[]; meta: Wire.SearchMeta } {
  return {
    data: result.items.map((p) => publicPropertyJson(p, now, media, saved ? { wishlisted: saved.has(p.id) } : {})),
    meta: { ...pageMeta(query.page, query.limit, result.total), total_is_exact: result.totalIsExact },
  };
}

/**
 * GET /properties/{id}'s `data`: the listing as `listing` shows it (the whole of it for those entitled, else the
 * visitor's shape) with its photos; also the seed of the server-rendered details page (as a visitor sees it).
 */
export function listingDetailsJson<L extends Wire.PublicListing | Wire.PropertyListing>(
  listing: L,
  property: Property,
  images: readonly PropertyImage[],
  now: Date,
  media: MediaLinks,
): L & { images: Wire.PropertyImage[] } {
  const isPublic = property.isPublic(now);
  return { ...listing, images: images.map((i) => imageJson(i, media, isPublic)) };
}

/** A visitor's GET /properties/{id} `data` (no hearts): the server-rendered details page's seed. */
export function publicDetailsJson(property: Property, images: readonly PropertyImage[], now: Date, media: MediaLinks): Wire.PublicListingDetails {
  return listingDetailsJson(publicPropertyJson(property, now, media), property, images, now, media);
}
