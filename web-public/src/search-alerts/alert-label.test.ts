import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../property/listing-query';
import { filtersFromQuery } from '../property/listing-query';
import { alertBody, alertFilters, alertKey, alertListingUrl, alertTitle, savedAlertKey } from './alert-label';

const alert = {
  city: 'patna' as const,
  search: null,
  property_type: null,
  bhk: null,
  min_rent: null,
  max_rent: null,
  furnishing: null,
  preferred_tenants: null,
  available_by: null,
  verified_only: false,
};

describe('a search alert in words', () => {
  it('names what and where', () => {
    expect(alertTitle(alert)).toBe('Any home in Patna');
    expect(alertTitle({ ...alert, bhk: 2, property_type: 'APARTMENT' })).toBe('2 BHK Apartment in Patna');
    expect(alertTitle({ ...alert, bhk: 0, city: 'gaya' })).toBe('1 RK in Gaya');
  });

  it('lists the other filters in the listing page order, rupees in Indian grouping', () => {
    expect(alertFilters(alert)).toBe('');
    expect(alertFilters({ ...alert, max_rent: 15000 })).toBe('up to ₹15,000');
    expect(alertFilters({ ...alert, min_rent: 100000 })).toBe('from ₹1,00,000');
    expect(
      alertFilters({ ...alert, search: 'Boring Road', min_rent: 8000, max_rent: 12500, furnishing: 'SEMI_FURNISHED', preferred_tenants: 'FAMILY', available_by: '2026-12-31', verified_only: true }),
    ).toBe('“Boring Road” · ₹8,000 to ₹12,500 · Semi-furnished · Family · available by 31 Dec 2026 · verified only');
  });

  it('links to the listing page with the same search, and saves the page search without its sort and page', () => {
    expect(alertListingUrl({ ...alert, bhk: 2, max_rent: 15000, verified_only: true })).toBe('/tenant/patna/property-listing?bhk=2&max_rent=15000&verified_only=true');
    const filters = { ...NO_FILTERS, bhk: '3', min_rent: '9000', search: ' kankar ', sort: 'rent_asc' as const, page: 4 };
    expect(alertBody('patna', filters)).toEqual({ ...alert, bhk: 3, min_rent: 9000, search: 'kankar' });
    expect(alertKey('patna', filters)).toBe(alertKey('patna', { ...filters, sort: 'newest', page: 1 }));
    expect(alertKey('patna', filters)).not.toBe(alertKey('gaya', filters));
  });

  it('knows a saved alert from the listing page it stands for, and not from another search', () => {
    const saved = { ...alert, bhk: 2, max_rent: 15000, furnishing: 'SEMI_FURNISHED' as const, verified_only: true };
    const page = filtersFromQuery(new URLSearchParams(alertListingUrl(saved).split('?')[1]));
    expect(savedAlertKey(saved)).toBe(alertKey('patna', { ...page, sort: 'rent_asc', page: 3 }));
    expect(savedAlertKey(saved)).not.toBe(alertKey('patna', { ...page, max_rent: '16000' }));
    expect(savedAlertKey(saved)).not.toBe(alertKey('gaya', page));
  });
});
