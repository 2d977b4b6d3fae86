/** The property catalogue calls of docs/contexts/properties.md. */
import { request, storedToken, type Envelope } from './client';
import { sendForm } from './upload';
import type { PageMeta, SearchMeta } from '../../../adapters/http/contract/wire/common';
import type { PropertyImage as WirePropertyImage } from '../../../adapters/http/contract/wire/gallery';
import type { ListingView, PropertyBody as WirePropertyBody } from '../../../adapters/http/contract/wire/properties';
import type { OwnerListingCheck as WireOwnerListingCheck } from '../../../adapters/http/contract/wire/listing-reports';

// The closed lists, from the shared contract (one source with the server).
import {
  Amenities as AMENITIES,
  Furnishings as FURNISHINGS,
  PreferredTenantOptions as PREFERRED_TENANTS,
  PropertyStatuses as PROPERTY_STATUSES,
  PropertyTypes as PROPERTY_TYPES,
  type Amenity,
  type Furnishing,
  type PreferredTenants,
  type PropertyStatus,
  type PropertyType,
} from '../../../adapters/http/contract/rules';

export { AMENITIES, FURNISHINGS, PREFERRED_TENANTS, PROPERTY_STATUSES, PROPERTY_TYPES };
export type { Amenity, Furnishing, PreferredTenants, PropertyStatus, PropertyType };

import type { City } from '../property/cities';
export { CITIES, type City } from '../property/cities';

/** SUSPENDED: live, but out of search while the owner's account is blocked. */

export { PropertySorts as SORTS, type PropertySort as Sort } from '../../../adapters/http/contract/rules';

export type StateAction = 'submit' | 'reconfirm' | 'mark_rented' | 'archive' | 'relist';

export { LIST_PAGE_SIZE } from '../property/listing-query';
import { LIST_PAGE_SIZE } from '../property/listing-query';

/** One photo: WebP variants by width (320 / 640 / 1024, fewer for small originals). */
export type PropertyImage = WirePropertyImage;

/**
 * A listing as the API sends it (the contract's ListingView): what a visitor sees, plus the fields only the answers
 * of the listing's owner, admins and its rider carry (my listings, previews, the rider's list), `images` on details
 * and `posted_by_me` on the rider's list.
 */
export type Listing = ListingView;

/** A list answer's paging; search adds `total_is_exact` (false past 1000 matches: "1000+"). */
export type ListMeta = PageMeta & Partial<Pick<SearchMeta, 'total_is_exact'>>;

export interface ListAnswer {
  items: Listing[];
  meta: ListMeta;
}

/** The form body of POST / PUT /properties (PUT takes the full form: what is left out becomes empty). */
export type PropertyBody = WirePropertyBody;

/** A list answer's envelope as the pages read it (also the server-rendered listing's seed, ssr/render.tsx). */
export function listAnswer(answer: Envelope<Listing[]>): ListAnswer {
  const meta = (answer.meta ?? {}) as Partial<ListMeta>;
  const items = answer.data ?? [];
  return {
    items,
    meta: {
      page: meta.page ?? 1,
      limit: meta.limit ?? LIST_PAGE_SIZE,
      total: meta.total ?? items.length,
      total_pages: meta.total_pages ?? 1,
      total_is_exact: meta.total_is_exact ?? true,
    },
  };
}

/**
 * GET /properties/list?city=...&... (public, shareable). `query` is the API's query string without `?`.
 * Sent with the session token when there is one, so cards know which homes are in the wishlist. A signed-in
 * search skips the browser's HTTP cache: the same URL fetched before signing in is cached (public, 30 s)
 * without the hearts, and the browser would serve it for the signed-in request too.
 */
export const searchProperties = (query: string, signal?: AbortSignal) =>
  request<Listing[]>('GET', `/properties/list?${query}`, { auth: true, signal, cache: storedToken() ? 'no-store' : undefined }).then(listAnswer);

/** GET /properties/{id}; `view` counts a visit to the details page. */
export const fetchProperty = (id: string, options: { view?: boolean; signal?: AbortSignal } = {}) =>
  request<Listing>('GET', `/properties/${encodeURIComponent(id)}${options.view ? '?view=1' : ''}`, { auth: true, signal: options.signal }).then(
    (answer) => answer.data,
  );

export interface MyListQuery {
  page?: number;
  limit?: number;
  search?: string;
  filter?: { status?: PropertyStatus; city?: City; verified?: boolean };
}

/** POST /properties/list/me: the signed-in person's own listings, newest first. */
export const fetchMyProperties = (body: MyListQuery, signal?: AbortSignal) =>
  request<Listing[]>('POST', '/properties/list/me', { body: { limit: LIST_PAGE_SIZE, page: 1, ...body }, auth: true, signal }).then(listAnswer);

/** GET /properties/wishlist: saved homes, newest first. */
export const fetchWishlist = (page: number, signal?: AbortSignal) =>
  request<Listing[]>('GET', `/properties/wishlist?page=${page}&limit=${LIST_PAGE_SIZE}`, { auth: true, signal }).then(listAnswer);

export const toggleWishlist = (propertyId: string) =>
  request<{ wishlisted: boolean }>('POST', '/properties/wishlist/toggle', { body: { property_id: propertyId }, auth: true });

export const createProperty = (body: PropertyBody) => request<Listing>('POST', '/properties', { body, auth: true });

export const updateProperty = (id: string, body: PropertyBody) =>
  request<Listing>('PUT', `/properties/${encodeURIComponent(id)}`, { body, auth: true });

export const changePropertyState = (id: string, action: StateAction, reason?: string) =>
  request<Listing>('POST', `/properties/${encodeURIComponent(id)}/state`, { body: reason ? { action, reason } : { action }, auth: true });

export const deletePhoto = (imageId: string) =>
  request<PropertyImage[]>('DELETE', `/properties/gallery/${encodeURIComponent(imageId)}`, { auth: true });

export const reorderPhotos = (propertyId: string, imageIds: string[]) =>
  request<PropertyImage[]>('PUT', `/properties/${encodeURIComponent(propertyId)}/gallery/order`, { body: { image_ids: imageIds }, auth: true });

export { UPLOAD_STALL_MS } from './upload';

export interface UploadHandle {
  promise: Promise<PropertyImage[]>;
  abort(): void;
}

/**
 * POST /properties/{id}/gallery/bulk (multipart, field `images`) through XMLHttpRequest, which reports upload
 * progress (fetch does not). `onProgress` gets the fraction sent, 0 to 1. Resolves with the listing's new photos.
 */
export function uploadPhotos(propertyId: string, files: Blob[], onProgress: (fraction: number) => void): UploadHandle {
  const form = new FormData();
  files.forEach((file, i) => form.append('images', file, file instanceof File ? file.name : `photo-${i + 1}.jpg`));
  // Only the API's own answer is a success: a 2xx without it (a proxy's page) must not clear the gallery.
  const sent = sendForm<PropertyImage[]>('POST', `/properties/${encodeURIComponent(propertyId)}/gallery/bulk`, form, onProgress, Array.isArray);
  return { promise: sent.promise.then((answer) => answer.data), abort: sent.abort };
}

/** The owner's view of their listing's check of reports (docs/contexts/listing-reports.md). */
export type OwnerListingCheck = WireOwnerListingCheck;

export const fetchListingCheck = (id: string, signal?: AbortSignal) =>
  request<OwnerListingCheck>('GET', `/properties/${encodeURIComponent(id)}/report-check`, { auth: true, signal });

export const answerListingReports = (id: string, text: string) =>
  request<OwnerListingCheck>('POST', `/properties/${encodeURIComponent(id)}/report-answers`, { body: { text }, auth: true });
