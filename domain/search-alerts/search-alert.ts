import { v7 as uuidv7 } from 'uuid';
import { FieldErrorCollector, ValidationError } from '../shared/domain-error.js';
import { Messages } from '../shared/messages.js';
import { parseIsoDate } from '../shared/iso-date.js';
import { parseNumber } from '../shared/number-and-link.js';
import { Cities, Furnishings, PreferredTenantOptions, PropertyTypes, type City, type Furnishing, type PreferredTenants, type PropertyType } from '../properties/property-options.js';
import { PROPERTY_SEARCH_MAX_LENGTH } from '../properties/property-rules.js';
import { SearchAlertMessages, type SearchAlertStatus } from './search-alert-rules.js';

export { MAX_SEARCH_ALERTS_PER_PERSON, SearchAlertMessages, SearchAlertStatuses, type SearchAlertStatus } from './search-alert-rules.js';

/**
 * A saved search: the listing page's city and filters, as the public search reads them (PropertySearch without
 * its sort and page). `null` is "any". Each is a typed column, so the database matches a new listing against
 * every alert in one statement.
 */
export interface SearchCriteria {
  city: City;
  /** The search box (locality or title contains it, any case), at most PROPERTY_SEARCH_MAX_LENGTH characters. */
  text: string | null;
  propertyType: PropertyType | null;
  /** 0 = 1 RK. */
  bhk: number | null;
  minRent: number | null;
  maxRent: number | null;
  furnishing: Furnishing | null;
  /** A listing for this kind of tenant or for anyone ('ANY'), as the search's filter. */
  preferredTenants: PreferredTenants | null;
  /** Available on or before this date (YYYY-MM-DD). */
  availableBy: string | null;
  verifiedOnly: boolean;
}

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

function optionalChoice<T extends string>(value: unknown, allowed: readonly T[], field: string): T | null {
  if (value === undefined || value === null || value === '') return null;
  if (!(allowed as readonly unknown[]).includes(value)) throw ValidationError.field(field, `${field} must be one of ${allowed.join(', ')}.`);
  return value as T;
}

function optionalYesNo(value: unknown, field: string): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (value === true || value === 'true' || value === '1') return true;
  if (value === false || value === 'false' || value === '0') return false;
  throw ValidationError.field(field, `${field} must be true or false.`);
}

/**
 * The search to save, from the listing page's own parameters (the names and rules of GET /properties/list:
 * city, search, property_type, bhk, min_rent, max_rent, furnishing, preferred_tenants, available_by,
 * verified_only). Text longer than the search reads is cut as the search cuts it; a minimum rent above the
 * maximum (a search that can never match) is refused.
 */
export function parseSearchCriteria(input: Record<string, unknown>): SearchCriteria {
  const e = new FieldErrorCollector();
  const city = e.attempt('city', () => {
    const value = typeof input.city === 'string' ? input.city.toLowerCase() : input.city;
    if (!value) throw ValidationError.field('city', Messages.required);
    return optionalChoice(value, Cities, 'city')!;
  });
  const rawText = input.search ?? input.q;
  if (rawText !== undefined && rawText !== null && typeof rawText !== 'string') e.add('search', 'search must be text.');
  const text = typeof rawText === 'string' && rawText.trim() ? rawText.trim().replace(/\s+/g, ' ').slice(0, PROPERTY_SEARCH_MAX_LENGTH) : null;
  const int = (field: string, min: number, max: number) => e.attempt(field, () => parseNumber(input[field], field, { min, max, integer: true }));
  const criteria = {
    city: city!,
    text,
    propertyType: e.attempt('property_type', () => optionalChoice(input.property_type, PropertyTypes, 'property_type')) ?? null,
    bhk: int('bhk', 0, 10) ?? null,
    minRent: int('min_rent', 0, 10_000_000) ?? null,
    maxRent: int('max_rent', 0, 10_000_000) ?? null,
    furnishing: e.attempt('furnishing', () => optionalChoice(input.furnishing, Furnishings, 'furnishing')) ?? null,
    preferredTenants: e.attempt('preferred_tenants', () => optionalChoice(input.preferred_tenants, PreferredTenantOptions, 'preferred_tenants')) ?? null,
    availableBy: e.attempt('available_by', () => parseIsoDate(input.available_by, 'available_by')) ?? null,
    verifiedOnly: e.attempt('verified_only', () => optionalYesNo(input.verified_only, 'verified_only')) ?? false,
  } satisfies SearchCriteria;
  if (criteria.minRent !== null && criteria.maxRent !== null && criteria.minRent > criteria.maxRent) e.add('min_rent', SearchAlertMessages.rentRange);
  e.throwIfAny();
  return criteria;
}
