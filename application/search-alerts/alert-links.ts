/**
 * The addresses a search-alert SMS carries, and when one may go out. Pure rules, shared by the send use case and
 * the stop page.
 */
import { listingAddress } from '../../domain/properties/listing-address.js';
import type { PendingMatch } from '../../domain/search-alerts/alert-digest.js';
import type { SearchCriteria } from '../../domain/search-alerts/search-alert.js';
import { SEARCH_ALERT_SENDING_HOURS } from '../../domain/search-alerts/search-alert-rules.js';
import { indiaHour, startOfIndiaDay } from '../../domain/shared/india-date.js';

/**
 * The public listing page of a saved search: `/tenant/{city}/property-listing` with the search's filters under the
 * site's own query names (listingAddress, the address the public site builds too), newest first, so the new homes lead.
 */
export function listingPathFor(criteria: SearchCriteria): string {
  return listingAddress(criteria.city, {
    search: criteria.text,
    property_type: criteria.propertyType,
    bhk: criteria.bhk,
    min_rent: criteria.minRent,
    max_rent: criteria.maxRent,
    furnishing: criteria.furnishing,
    preferred_tenants: criteria.preferredTenants,
    available_by: criteria.availableBy,
    verified_only: criteria.verifiedOnly,
  });
}

export const detailsPathFor = (propertyId: string) => `/tenant/property-details/${encodeURIComponent(propertyId)}`;

/**
 * Where an SMS's short link goes: one new home, its details page; several, a listing page that shows them all,
 * newest first (they lead): the listing page of an alert that found every one of them (its filters), else the
 * city's listing page without filters when they are all in one city, else (homes in several cities) the person's
 * alerts in their profile, each with its own "See homes" link.
 */
export function digestLinkPath(matches: readonly PendingMatch[], alerts: ReadonlyMap<string, SearchCriteria>): string {
  const homes = new Set(matches.map((m) => m.propertyId));
  if (homes.size === 1) return detailsPathFor(matches[0]!.propertyId);
  const found = new Map<string, Set<string>>();
  for (const match of matches) found.set(match.alertId, (found.get(match.alertId) ?? new Set()).add(match.propertyId));
  const everyOne = [...found.entries()].filter(([, ids]) => ids.size === homes.size).map(([alertId]) => alertId).sort();
  if (everyOne.length > 0) return listingPathFor(alerts.get(everyOne[0]!)!);
  const cities = new Set([...found.keys()].map((alertId) => alerts.get(alertId)!.city));
  if (cities.size === 1) return listingAddress([...cities][0]!);
  return ALERTS_IN_PROFILE_PATH;
}

/** The person's alerts on the public site (signed in). */
export const ALERTS_IN_PROFILE_PATH = '/tenant/profile#alerts';

/** Characters of the short link's code (about 59 random bits) and of the stop link's secret (about 119). */
export const SHORT_CODE_LENGTH = 10;
export const STOP_TOKEN_LENGTH = 20;

export const shortLinkUrl = (base: string, code: string) => `${base}/s/${code}`;
export const stopLinkUrl = (base: string, token: string) => `${base}/s/stop/${token}`;

/** Search-alert texts go out only in daytime, India time (SEARCH_ALERT_SENDING_HOURS). */
export function inSendingHours(now: Date): boolean {
  const hour = indiaHour(now);
  return hour >= SEARCH_ALERT_SENDING_HOURS.from && hour < SEARCH_ALERT_SENDING_HOURS.until;
}

/** The start of the day (midnight in India) in which a person may have had their one SMS already (SEARCH_ALERT_SMS_PER_DAY). */
export const smsDayStart = (now: Date) => startOfIndiaDay(now);

/** A short random code from a token generator's URL-safe token (its bits are random throughout). */
export function shortCode(token: string, length: number): string {
  const clean = token.replace(/[^A-Za-z0-9]/g, '');
  if (clean.length < length) throw new Error('The token generator gave too short a token.');
  return clean.slice(0, length);
}
