import type { Property } from '../../../domain/properties/property.js';
import type { City, Furnishing, PreferredTenants, PropertySort, PropertyStatus, PropertyType } from '../../../domain/properties/property-options.js';
import type { IdempotencyStamp, KeyHolder } from '../../shared/idempotency.js';
import type { ListQuery, Page } from '../../shared/list-query.js';
import { port } from '../../shared/port.js';

/** A tenant's search: public (live, reconfirmed) listings of one city. */
export interface PropertySearch {
  city: City;
  text?: string;
  propertyType?: PropertyType;
  bhk?: number;
  minRent?: number;
  maxRent?: number;
  furnishing?: Furnishing;
  preferredTenants?: PreferredTenants;
  /** Available on or before this date (YYYY-MM-DD). */
  availableBy?: string;
  verifiedOnly?: boolean;
  sort: PropertySort;
  offset: number;
  limit: number;
  now: Date;
}

/** Search results: past a cap the total is a lower bound ("1000+"), so deep counts stay cheap. */
export interface SearchPage extends Page<Property> {
  totalIsExact: boolean;
}
export const SEARCH_COUNT_CAP = 1000;

export interface PropertyListFilter {
  ownerId?: string;
  /** Listings a rider (or admin) posted on an owner's behalf. */
  postedById?: string;
  /** The rider's landing: live listings without a current rider-verified mark (never visited, or lapsed), OR'ed with `orPostedById`'s own posts. */
  awaitingRiderVisit?: boolean;
  orPostedById?: string;
  status?: PropertyStatus;
  city?: City;
  verified?: boolean;
  now: Date;
}
export type PropertySortField = 'createdAt' | 'updatedAt' | 'rent' | 'status';

export type PropertyCounter = 'viewCount' | 'wishlistCount' | 'callbackCount';

export interface PropertyRepository {
  findById(id: string): Promise<Property | null>;
  /** In the order of the ids given; missing ones are left out. */
  findByIds(ids: string[]): Promise<Property[]>;
  save(property: Property): Promise<void>;
  search(query: PropertySearch): Promise<SearchPage>;
  /** Grids: the owner's own listings, the admin's catalogue. */
  list(query: ListQuery<PropertyListFilter, PropertySortField>): Promise<Page<Property>>;
  /** Atomic counter bump (views, wishlists, callback requests) without loading the listing. */
  increment(id: string, counter: PropertyCounter, by: number): Promise<void>;
  /** The listing this person posted with this Idempotency-Key (keys are per poster), with that request's fingerprint. */
  findByIdempotencyKey(postedById: string, key: string): Promise<KeyHolder<Property> | null>;
  /**
   * Stores a new listing together with its poster's key in one insert. When the poster's key is taken already
   * (a retry, or a racing twin that won), stores nothing and returns that listing; null when this one was stored.
   */
  insertOnce(property: Property, stamp: IdempotencyStamp): Promise<KeyHolder<Property> | null>;
}
export const PropertyRepository = port<PropertyRepository>('PropertyRepository');
