import { describe, expect, it } from 'vitest';
import { digestLinkPath, listingPathFor } from '../../../application/search-alerts/alert-links.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { CityNames } from '../../../domain/properties/city-names.js';
import type { PendingMatch } from '../../../domain/search-alerts/alert-digest.js';
import type { SearchCriteria } from '../../../domain/search-alerts/search-alert.js';
import { en } from '../../../domain/shared/catalogue/site/en.js';
import { hi } from '../../../domain/shared/catalogue/site/hi.js';
import { filtersFromQuery } from '../../../web-public/src/property/listing-query.js';
import { SearchAlertMother } from '../../mothers/search-alert.mother.js';

const at = new Date('2026-11-24T06:00:00Z');
const match = (alertId: string, propertyId: string): PendingMatch => ({ alertId, propertyId, matchedAt: at });

describe("a search-alert SMS's links", () => {
  describe('the short link of several homes', () => {
    const alerts = new Map<string, SearchCriteria>([
      ['a-patna-2bhk', SearchAlertMother.criteria({ city: 'patna', bhk: 2 })],
      ['b-patna-cheap', SearchAlertMother.criteria({ city: 'patna', maxRent: 20_000 })],
      ['c-gaya', SearchAlertMother.criteria({ city: 'gaya' })],
    ]);

    it('one home: its details page', () => {
      expect(digestLinkPath([match('a-patna-2bhk', 'home-1'), match('b-patna-cheap', 'home-1')], alerts)).toBe('/tenant/property-details/home-1');
    });

    it('an alert that found every home: its listing page with its filters', () => {
      expect(digestLinkPath([match('a-patna-2bhk', 'home-1'), match('b-patna-cheap', 'home-1'), match('b-patna-cheap', 'home-2')], alerts)).toBe(
        '/tenant/patna/property-listing?max_rent=20000',
      );
    });

    it('no alert found them all, one city: the city listing page, so no home is filtered out', () => {
      expect(digestLinkPath([match('a-patna-2bhk', 'home-1'), match('b-patna-cheap', 'home-2')], alerts)).toBe('/tenant/patna/property-listing');
    });

    it('homes in two cities ("2 new homes in Patna, Gaya"): the person\'s alerts, not one city\'s page', () => {
      expect(digestLinkPath([match('a-patna-2bhk', 'home-1'), match('c-gaya', 'home-2')], alerts)).toBe('/tenant/profile#alerts');
    });
  });

  it("the listing page of an alert asks the public site's listing page for exactly the alert's search", () => {
    const searches: SearchCriteria[] = [
      SearchAlertMother.criteria({ city: 'patna' }),
      SearchAlertMother.criteria({ city: 'gaya', text: 'Civil Lines & Co', propertyType: 'APARTMENT', bhk: 0, minRent: 5000, maxRent: 9000 }),
      SearchAlertMother.criteria({ city: 'ranchi', furnishing: 'SEMI_FURNISHED', preferredTenants: 'BACHELOR_FEMALE', availableBy: '2026-12-31', verifiedOnly: true }),
    ];
    for (const criteria of searches) {
      const [path, query = ''] = listingPathFor(criteria).split('?');
      expect(path).toBe(`/tenant/${criteria.city}/property-listing`);
      const read = filtersFromQuery(new URLSearchParams(query));
      expect(read).toEqual({
        search: criteria.text ?? '',
        property_type: criteria.propertyType ?? '',
        bhk: criteria.bhk === null ? '' : String(criteria.bhk),
        min_rent: criteria.minRent === null ? '' : String(criteria.minRent),
        max_rent: criteria.maxRent === null ? '' : String(criteria.maxRent),
        furnishing: criteria.furnishing ?? '',
        preferred_tenants: criteria.preferredTenants ?? '',
        available_by: criteria.availableBy ?? '',
        verified_only: criteria.verifiedOnly,
        sort: 'newest',
        page: 1,
      });
    }
  });

  it("names the cities as the public site's catalogues do, in both languages", () => {
    for (const city of Cities) {
      expect(CityNames[city].en).toBe(en[`city.${city}` as keyof typeof en]);
      expect(CityNames[city].hi).toBe(hi[`city.${city}` as keyof typeof hi]);
    }
  });
});
