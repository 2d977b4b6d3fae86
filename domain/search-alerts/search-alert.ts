import { v7 as uuidv7 } from 'uuid';
import { coded, ValidationError, type CodedText } from '../shared/domain-error.js';
import type { City, Furnishing, PreferredTenants, PropertyType } from '../properties/property-options.js';
import type { SearchFilters } from '../properties/search-filters.js';
import type { SearchAlertStatus } from './search-alert-rules.js';

export { MAX_SEARCH_ALERTS_PER_PERSON, SearchAlertMessages, SearchAlertStatuses, type SearchAlertStatus } from './search-alert-rules.js';

/**
 * A saved search: the listing page's city and filters, as the public search reads them (SearchFilters: PropertySearch
 * without its sort and page). `null` is "any". Each is a typed column, so the database matches a new listing against
 * every alert in one statement.
 */
export type SearchCriteria = SearchFilters;

/** What matching needs to know of a listing that just went live. */
export interface ListingFacts {
  id: string;
  ownerId: string;
  city: City;
  title: string;
  locality: string;
  propertyType: PropertyType;
  bhk: number;
  rent: number;
  furnishing: Furnishing;
  preferredTenants: PreferredTenants;
  availableFrom: string;
  /** Carries a verified mark now. */
  verified: boolean;
}

/** A person's saved search; texts go out while it is ACTIVE. */
export class SearchAlert implements SearchCriteria {
  id!: string;
  userId!: string;
  city!: City;
  text!: string | null;
  propertyType!: PropertyType | null;
  bhk!: number | null;
  minRent!: number | null;
  maxRent!: number | null;
  furnishing!: Furnishing | null;
  preferredTenants!: PreferredTenants | null;
  availableBy!: string | null;
  verifiedOnly!: boolean;
  status!: SearchAlertStatus;
  stoppedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** Optimistic lock: 0 until first stored. */
  version!: number;

  static create(input: { userId: string; criteria: SearchCriteria }, now: Date): SearchAlert {
    const alert = new SearchAlert();
    alert.id = uuidv7();
    alert.userId = input.userId;
    Object.assign(alert, pickCriteria(input.criteria));
    alert.status = 'ACTIVE';
    alert.stoppedAt = null;
    alert.createdAt = now;
    alert.updatedAt = now;
    alert.version = 0;
    return alert;
  }

  get isActive(): boolean {
    return this.status === 'ACTIVE';
  }

  /** No more texts (the SMS's stop link). Stopping a stopped alert changes nothing. */
  stop(now: Date): void {
    if (this.status === 'STOPPED') return;
    this.status = 'STOPPED';
    this.stoppedAt = now;
    this.updatedAt = now;
  }

  /** Texts again (undo on the stop page, or the profile). Resuming an active alert changes nothing. */
  resume(now: Date): void {
    if (this.status === 'ACTIVE') return;
    this.status = 'ACTIVE';
    this.stoppedAt = null;
    this.updatedAt = now;
  }

  get criteria(): SearchCriteria {
    return pickCriteria(this);
  }
}

const CRITERIA_KEYS = ['city', 'text', 'propertyType', 'bhk', 'minRent', 'maxRent', 'furnishing', 'preferredTenants', 'availableBy', 'verifiedOnly'] as const satisfies readonly (keyof SearchCriteria)[];

function pickCriteria(from: SearchCriteria): SearchCriteria {
  return Object.fromEntries(CRITERIA_KEYS.map((key) => [key, from[key]])) as unknown as SearchCriteria;
}

/** Two alerts ask for the same thing (text compared without case, as the search reads it). */
export function sameSearch(a: SearchCriteria, b: SearchCriteria): boolean {
  return CRITERIA_KEYS.every((key) => (key === 'text' ? (a.text ?? '').toLowerCase() === (b.text ?? '').toLowerCase() : a[key] === b[key]));
}

/**
 * Whether a listing shows in this alert's search: the public search's rules (PropertyRepository.search), one
 * for one. The SQL adapter says the same in its matching statement; the repository contract holds both to it.
 */
export function matchesListing(criteria: SearchCriteria, listing: ListingFacts): boolean {
  if (criteria.city !== listing.city) return false;
  if (criteria.text !== null && !`${listing.locality} ${listing.title}`.toLowerCase().includes(criteria.text.toLowerCase())) return false;
  if (criteria.propertyType !== null && criteria.propertyType !== listing.propertyType) return false;
  if (criteria.bhk !== null && criteria.bhk !== listing.bhk) return false;
  if (criteria.minRent !== null && listing.rent < criteria.minRent) return false;
  if (criteria.maxRent !== null && listing.rent > criteria.maxRent) return false;
  if (criteria.furnishing !== null && criteria.furnishing !== listing.furnishing) return false;
  if (criteria.preferredTenants !== null && listing.preferredTenants !== criteria.preferredTenants && listing.preferredTenants !== 'ANY') return false;
  if (criteria.availableBy !== null && listing.availableFrom > criteria.availableBy) return false;
  if (criteria.verifiedOnly && !listing.verified) return false;
  return true;
}

/** A minimum rent above the maximum (a search that can never match): its text, else null. */
export function checkRentRange(minRent: number | null, maxRent: number | null): CodedText | null {
  return minRent !== null && maxRent !== null && minRent > maxRent ? coded('RENT_MIN_ABOVE_MAX') : null;
}

/** A search worth saving: one that can match (the rent range refused under min_rent). */
export function checkSearchCriteria(criteria: SearchCriteria): void {
  const range = checkRentRange(criteria.minRent, criteria.maxRent);
  if (range) throw ValidationError.field('min_rent', range);
}
