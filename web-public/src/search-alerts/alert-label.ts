/**
 * A search alert in words ("2 BHK Apartment / Flat in Patna"; "up to ₹15,000 · Semi-furnished"), the listing page it
 * stands for, and the body that saves the listing page's search as one. Pure (no React), tested in alert-label.test.ts.
 */
import { listingAddress } from '../../../adapters/http/contract/rules';
import type * as Wire from '../../../adapters/http/contract/wire/search-alerts';
import { t } from '../i18n/t';
import { formatDate, formatRupees } from '../i18n/format';
import { bhkLabel, cityName, furnishingLabel, propertyTypeLabel, tenantsLabel } from '../property/format';
import type { ListingFilters } from '../property/listing-query';

type Alert = Omit<Wire.SearchAlert, 'id' | 'status' | 'stopped_at' | 'created_at'>;

/**
 * What and where: "2 BHK Apartment / Flat in Patna", "Any home in Gaya". The SMS's stop page draws an alert the same
 * way on the server (alertLabel, adapters/http/alert-link-pages/alert-link-pages.ts): change one, change the other.
 */
export function alertTitle(alert: Alert): string {
  const what = [alert.bhk === null ? null : bhkLabel(alert.bhk), alert.property_type ? propertyTypeLabel(alert.property_type) : null].filter(Boolean).join(' ');
  return t('alerts.inCity', { what: what || t('alerts.anyHome'), city: cityName(alert.city) });
}

/** The other filters, in the listing page's order: text, rent, furnishing, tenants, date, verified. */
export function alertFilters(alert: Alert): string {
  const rent =
    alert.min_rent !== null && alert.max_rent !== null
      ? t('alerts.rentBetween', { min: formatRupees(alert.min_rent), max: formatRupees(alert.max_rent) })
      : alert.max_rent !== null
        ? t('alerts.rentUpTo', { max: formatRupees(alert.max_rent) })
        : alert.min_rent !== null
          ? t('alerts.rentFrom', { min: formatRupees(alert.min_rent) })
          : null;
  return [
    alert.search ? t('alerts.text', { text: alert.search }) : null,
    rent,
    alert.furnishing ? furnishingLabel(alert.furnishing) : null,
    alert.preferred_tenants ? tenantsLabel(alert.preferred_tenants) : null,
    alert.available_by ? t('alerts.availableBy', { date: formatDate(alert.available_by) }) : null,
    alert.verified_only ? t('alerts.verifiedOnly') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The listing page with the alert's search (newest first): the address the server's alert SMS links to. */
export const alertListingUrl = (alert: Alert): string => listingAddress(alert.city, alert);

/** POST /search-alerts's body for the listing page's city and filters (sort and page are not part of a search). */
export function alertBody(city: Wire.SearchAlertBody['city'], filters: ListingFilters): Wire.SearchAlertBody {
  const number = (value: string) => (value === '' ? null : Number(value));
  return {
    city,
    search: filters.search.trim() || null,
    property_type: filters.property_type || null,
    bhk: number(filters.bhk),
    min_rent: number(filters.min_rent),
    max_rent: number(filters.max_rent),
    furnishing: filters.furnishing || null,
    preferred_tenants: filters.preferred_tenants || null,
    available_by: filters.available_by || null,
    verified_only: filters.verified_only,
  };
}

/** The search a page shows, as the alert that would save it: to tell whether the person already has that alert. */
export const alertKey = (city: string, filters: ListingFilters) => keyOf(alertBody(city as Wire.SearchAlertBody['city'], filters));

/** A saved alert's key: the same as `alertKey` of the listing page it stands for. */
export const savedAlertKey = (alert: Alert) => keyOf(alert);

const keyOf = (alert: Wire.SearchAlertBody | Alert) =>
  JSON.stringify([
    alert.city,
    alert.search ?? null,
    alert.property_type ?? null,
    alert.bhk ?? null,
    alert.min_rent ?? null,
    alert.max_rent ?? null,
    alert.furnishing ?? null,
    alert.preferred_tenants ?? null,
    alert.available_by ?? null,
    alert.verified_only ?? false,
  ]);
