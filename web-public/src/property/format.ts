/**
 * Formatting for listings: rupees with Indian digit grouping, dates, labels for the API's enums, photo
 * srcsets and page links. Pure (no React, no DOM), unit-tested in format.test.ts.
 */
import { englishCityName, listingAddress } from '../../../adapters/http/contract/rules';
import { activeLanguage, t } from '../i18n/t';
import { CITIES, type Amenity, type City, type Furnishing, type Listing, type PreferredTenants, type PropertyStatus, type PropertyType } from '../api/properties';
import { formatCount, formatDate, riderVerifiedText, type CardFactWords } from './card-format';

// The i18n-free part lives in card-format.ts (the prerendered home's island uses it without the catalogue).
export { coverSrcSet, detailsPath, formatCount, formatDate, formatRupees, verifiedMark, verifiedText } from './card-format';

/** Today as YYYY-MM-DD in the browser's time zone (the date inputs' default and minimum). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Verified by a rider on 25 Nov 2026", or null when the listing has no current rider mark. */
export const riderVerifiedLabel = (listing: Pick<Listing, 'rider_verified' | 'verified_at'>) => riderVerifiedText(t('property.riderVerified'), listing);

/**
 * Why a home waits for a rider's visit (the rider's list): a rider mark that lapsed, our team's check without a
 * visit yet, an older mark that lapsed, or no visit ever.
 */
export function riderVisitNote(listing: Pick<Listing, 'verified_at' | 'verified_via' | 'is_verified' | 'rider_verified'>): string {
  const date = formatDate(listing.verified_at);
  if (!listing.verified_at) return t('rider.listing.neverVisited');
  if (listing.verified_via === 'RIDER_VISIT' && !listing.rider_verified) return t('rider.listing.lapsed', { date });
  if (listing.is_verified) return t('rider.listing.teamChecked', { date });
  return t('rider.listing.lapsed', { date });
}

export const propertyTypeLabel = (value: PropertyType) => t(`propertyType.${value}`);
export const furnishingLabel = (value: Furnishing) => t(`furnishing.${value}`);
export const tenantsLabel = (value: PreferredTenants) => t(`tenants.${value}`);
export const amenityLabel = (value: Amenity) => t(`amenity.${value}`);
export const statusLabel = (value: PropertyStatus) => t(`status.${value}`);

/** A known city's name ("patna" → "Patna"); an unknown slug is title-cased ("bodh-gaya" → "Bodh Gaya"). */
export function cityName(slug: string): string {
  const lower = slug.toLowerCase();
  return isCity(lower) ? t(`city.${lower}`) : englishCityName(slug);
}

export function isCity(slug: string): slug is City {
  return (CITIES as readonly string[]).includes(slug);
}

/** 0 → "1 RK", 2 → "2 BHK". */
export function bhkLabel(bhk: number): string {
  return bhk === 0 ? t('property.rk') : t('property.bhk', { count: bhk });
}

/** The card facts line's words from the catalogue (card-format.ts `cardFacts`). */
export function cardFactWords(): CardFactWords {
  return {
    deposit: t('card.deposit', { amount: '{amount}' }),
    area: t('property.area', { area: '{area}' }),
    furnishing: { UNFURNISHED: furnishingLabel('UNFURNISHED'), SEMI_FURNISHED: furnishingLabel('SEMI_FURNISHED'), FULLY_FURNISHED: furnishingLabel('FULLY_FURNISHED') },
    availableNow: t('card.availableNow'),
    availableFrom: t('card.availableFrom', { date: '{date}' }),
  };
}

/** Rooms and PGs have no BHK: a room is one room (the form still stores a number for them). */
export const hasBhk = (type: Listing['property_type']): boolean => type !== 'ROOM' && type !== 'PG';

/**
 * The address as it is written on an envelope, each thing once: the street address (left out where the owner
 * typed only the locality again), "locality, city", the PIN code.
 */
export function addressLines(listing: Pick<Listing, 'address' | 'locality' | 'city' | 'pincode'>): string[] {
  const place = `${listing.locality}, ${cityName(listing.city)}`;
  const same = (a: string, b: string) => a.trim().toLowerCase().replace(/[\s,.]+/g, ' ') === b.trim().toLowerCase().replace(/[\s,.]+/g, ' ');
  const street = listing.address.trim();
  const repeats = !street || same(street, listing.locality) || same(street, place);
  return [...(repeats ? [] : [street]), place, t('details.pincode', { pincode: listing.pincode })];
}

/** What the home is, in a few words: "2 BHK Apartment"; rooms and PGs are named by type alone. */
export function homeSummary(listing: Pick<Listing, 'bhk' | 'property_type'>): string {
  if (!hasBhk(listing.property_type)) return propertyTypeLabel(listing.property_type);
  return `${bhkLabel(listing.bhk)} ${propertyTypeLabel(listing.property_type)}`;
}

/** 0 of 4 → "Ground floor of 4"; 2 of null → "2nd floor". */
export function floorLabel(floor: number | null, totalFloors: number | null): string | null {
  if (floor === null) return totalFloors === null ? null : t('property.floors', { count: totalFloors });
  const which = floor === 0 ? t('property.groundFloor') : t('property.floorN', { n: ordinal(floor) });
  return totalFloors === null ? which : t('property.floorOf', { floor: which, total: totalFloors });
}

/** Hindi floor ordinals (मंज़िल is feminine): पहली, दूसरी, तीसरी, चौथी, छठी; else "5वीं". */
const HINDI_ORDINALS: Record<number, string> = { 1: 'पहली', 2: 'दूसरी', 3: 'तीसरी', 4: 'चौथी', 6: 'छठी' };

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd"; in Hindi 1 → "पहली", 5 → "5वीं". */
export function ordinal(n: number): string {
  if (activeLanguage() === 'hi') return HINDI_ORDINALS[n] ?? `${n}वीं`;
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** "{count} homes": 1000+ when the server stopped counting. */
export function resultCount(total: number, exact: boolean): string {
  if (!exact) return t('listing.countMore', { count: formatCount(total) }); // "1,000+" (Indian grouping)
  return total === 1 ? t('listing.countOne') : t('listing.count', { count: formatCount(total) });
}

// A photo's srcset and `src` fallback: i18n-free, so the server-rendered pages' island uses them too.
export { pickUrl, srcSet } from './photo-urls';

/** The API pages lists up to page 100000 (deeper is a 400). */
const MAX_PAGE = 100_000;

/** A `?page=` value as a page number: 1 for anything missing, unreadable or beyond what the API takes. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The page to show once a paged list was read again after one of its items left it (a status move, a removal):
 * the same page, or the one before when that page came back empty (never past the last page, never below 1).
 */
export function pageAfterRemoval(page: number, itemsOnPage: number, totalPages: number): number {
  if (itemsOnPage > 0 || page <= 1) return page;
  return Math.max(1, Math.min(page - 1, totalPages));
}

export type PageItem = number | 'gap';

/** Page links: the first, the last, and the current page with one neighbour each side; gaps between. */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const pages = new Set([1, totalPages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= totalPages));
  // A gap of exactly one page is shown as that page.
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

export const listingPath = (city: string) => listingAddress(city);
