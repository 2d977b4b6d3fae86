/**
 * The i18n-free formatting of a listing card: rupees, the cover's srcset, the details link. Pure, re-exported
 * by format.ts; its own module so the prerendered home's island can use it without the string catalogue.
 * It also passes on the cover's near-the-screen loading (near-viewport.ts, not pure): imported from here, that
 * module rides in the chunk the island and the app share (vite.config.ts `home-shared`) instead of costing
 * one more request on 3G.
 */
import type { Listing } from '../api/properties';
import { indiaDate } from '../../../adapters/http/contract/island-rules';
import { formatCount, formatDate, formatRupees } from '../i18n/format';

export { markRequested, wasRequested, whenNear } from './near-viewport';

// Rupees, counts and dates: the one formatting module (Indian grouping, day-first dates, the page's language).
export { formatCount, formatDate, formatRupees } from '../i18n/format';

/**
 * A card cover's srcset: its 640 px variant and the 320 px one beside it. The full listing shape hands the small
 * one (`cover_image_small_url`, signed where the cover is); a public cover's sibling is found by name, as variants
 * are stored side by side as `<image>-<width>.webp`. A signed link's sibling cannot be named (the signature is
 * per photo), so without the small link a signed cover has no srcset. Any other URL is used as it is.
 */
export function coverSrcSet(coverUrl: string, smallUrl?: string | null): string | undefined {
  if (smallUrl) return `${smallUrl} 320w, ${coverUrl} 640w`;
  const match = /^(.*)-640\.webp(\?.*)?$/.exec(coverUrl);
  if (!match || match[2]?.includes('signature=')) return undefined;
  return `${match[1]}-320.webp${match[2] ?? ''} 320w, ${coverUrl} 640w`;
}

/** The words a card's facts line is written in (the catalogue's in the app, the page's own in the home island). */
export interface CardFactWords {
  /** "Deposit {amount}". */
  deposit: string;
  /** "{area} sq ft". */
  area: string;
  /** By furnishing value: "Semi-furnished". */
  furnishing: Record<string, string>;
  availableNow: string;
  /** "From {date}". */
  availableFrom: string;
}

/**
 * What people compare at a glance, after the rent: "Deposit ₹24,000 · 1,100 sq ft · Semi-furnished · From 5 Dec 2026"
 * (the area only where the owner gave it; "Available now" once the date has come, in India).
 */
export function cardFacts(listing: Pick<Listing, 'deposit' | 'built_up_area' | 'furnishing' | 'available_from'>, words: CardFactWords, now = new Date()): string {
  const available = listing.available_from <= indiaDate(now) ? words.availableNow : words.availableFrom.replace('{date}', formatDate(listing.available_from));
  return [
    listing.deposit > 0 ? words.deposit.replace('{amount}', formatRupees(listing.deposit)) : null,
    listing.built_up_area ? words.area.replace('{area}', formatCount(listing.built_up_area)) : null,
    words.furnishing[listing.furnishing] ?? listing.furnishing,
    available,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The listing's public address on this site. */
export const detailsPath = (id: string) => `/tenant/property-details/${encodeURIComponent(id)}`;

/**
 * A listing's rider mark as `template` ("Verified by a rider on {date}") filled with the day of the visit in India
 * ("25 Nov 2026"), or null when it has no current rider mark. The words come from the caller (the i18n catalogue in
 * the app, the page's own words in the home island).
 */
export function riderVerifiedText(template: string, listing: Pick<Listing, 'rider_verified' | 'verified_at'>): string | null {
  if (!listing.rider_verified || !listing.verified_at) return null;
  return template.replace('{date}', formatDate(listing.verified_at));
}

/** The plain mark's words: "Verified 28 Nov 2026" (`template` "Verified {date}"), or `undated` before a date is known. */
export function verifiedText(template: string, undated: string, listing: Pick<Listing, 'verified_at'>): string {
  return listing.verified_at ? template.replace('{date}', formatDate(listing.verified_at)) : undated;
}

/** Which mark a card shows: a rider's visit, our team's check, or none (a home off the market shows none). */
export function verifiedMark(listing: Pick<Listing, 'status' | 'is_stale' | 'is_verified' | 'rider_verified' | 'verified_at'>): 'rider' | 'verified' | null {
  if (listing.status !== 'LIVE' || listing.is_stale) return null;
  if (listing.rider_verified && listing.verified_at) return 'rider';
  return listing.is_verified ? 'verified' : null;
}
