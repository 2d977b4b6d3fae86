import { describe, expect, it } from 'vitest';
import { listingAddress, listingQuery } from '../../domain/properties/listing-address.js';

/**
 * The one address of a listing search: the public site keeps its filters in it, and a search alert's SMS links to
 * it (the site must read back exactly the alert's search; test/use-cases/search-alerts/alert-links.test.ts).
 */
describe("a listing search's address", () => {
  it('is the city page alone when nothing narrows the search', () => {
    expect(listingAddress('patna')).toBe('/tenant/patna/property-listing');
    expect(listingAddress('gaya', { search: '  ', bhk: null, min_rent: '', furnishing: undefined, verified_only: false, sort: 'newest', page: 1 })).toBe(
      '/tenant/gaya/property-listing',
    );
  });

  it('names every filter in one order, whichever order they come in, and leaves "any" out', () => {
    expect(
      listingAddress('ranchi', {
        page: 3,
        sort: 'rent_asc',
        verified_only: true,
        available_by: '2026-12-31',
        preferred_tenants: 'FAMILY',
        furnishing: 'SEMI_FURNISHED',
        max_rent: 15000,
        min_rent: 0,
        bhk: 0,
        property_type: 'APARTMENT',
        search: ' Boring Road ',
      }),
    ).toBe(
      '/tenant/ranchi/property-listing?search=Boring+Road&property_type=APARTMENT&bhk=0&min_rent=0&max_rent=15000&furnishing=SEMI_FURNISHED' +
        '&preferred_tenants=FAMILY&available_by=2026-12-31&verified_only=true&sort=rent_asc&page=3',
    );
  });

  it('writes numbers and the same numbers as text alike (the server has numbers, the site the text of its fields)', () => {
    expect(listingQuery({ bhk: 2, max_rent: 9000 })).toBe(listingQuery({ bhk: '2', max_rent: '9000' }));
    expect(listingQuery({ bhk: 2, max_rent: 9000 })).toBe('bhk=2&max_rent=9000');
  });

  it('escapes the search text and the city', () => {
    expect(listingAddress('a b', { search: 'Civil Lines & Co=1' })).toBe('/tenant/a%20b/property-listing?search=Civil+Lines+%26+Co%3D1');
  });
});
