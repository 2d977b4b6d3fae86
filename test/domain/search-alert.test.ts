import { describe, expect, it } from 'vitest';
import { SearchAlertDto, searchCriteria } from '../../adapters/http/search-alerts/search-alerts.dto.js';
import { parseBody } from '../../adapters/http/validate-dto.js';
import { matchesListing, sameSearch, type ListingFacts } from '../../domain/search-alerts/search-alert.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { SearchAlertMother } from '../mothers/search-alert.mother.js';

const listing = (overrides: Partial<ListingFacts> = {}): ListingFacts => ({
  id: '0190c0de-0000-7000-8000-000000000001',
  ownerId: '0190c0de-0000-7000-8000-0000000000aa',
  city: 'patna',
  title: '2 BHK family flat near Boring Road',
  locality: 'Kankarbagh',
  propertyType: 'APARTMENT',
  bhk: 2,
  rent: 12_500,
  furnishing: 'SEMI_FURNISHED',
  preferredTenants: 'FAMILY',
  availableFrom: '2026-12-01',
  verified: false,
  ...overrides,
});

/** The listing page's search as the edge reads it: the request DTO (the search's filter readers), then the criteria. */
const parseSearchCriteria = async (input: Record<string, unknown>) => searchCriteria(await parseBody(SearchAlertDto, input));

const fieldErrors = async (input: Record<string, unknown>) => {
  try {
    await parseSearchCriteria(input);
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
};

describe('a search alert', () => {
  it('reads the listing page search under its own names, null for "any"', async () => {
    // Trimmed as the search trims it; spaces inside kept, as the search keeps them (it would not find "kankar bagh" in "kankar   bagh").
    expect(await parseSearchCriteria({ city: 'Patna', search: '  kankar   bagh ', bhk: '2', max_rent: 15000, furnishing: 'SEMI_FURNISHED', verified_only: 'true' })).toEqual(
      SearchAlertMother.criteria({ text: 'kankar   bagh', bhk: 2, maxRent: 15000, furnishing: 'SEMI_FURNISHED', verifiedOnly: true }),
    );
    expect(await parseSearchCriteria({ city: 'gaya', q: '', property_type: '', bhk: null })).toEqual(SearchAlertMother.criteria({ city: 'gaya' }));
    // The search reads at most 80 characters of its text: the alert keeps what the search used.
    expect((await parseSearchCriteria({ city: 'patna', search: 'x'.repeat(200) })).text).toHaveLength(80);
  });

  it('refuses what the search would refuse, and a minimum rent above the maximum, naming each field', async () => {
    expect(await fieldErrors({})).toEqual({ city: 'Choose a city.' }); // the search's own message
    expect(await fieldErrors({ city: 'delhi', bhk: 11, min_rent: 'lots', furnishing: 'MARBLE', available_by: '2026-02-30', verified_only: 'maybe' })).toEqual({
      city: 'city must be one of patna, gaya, muzaffarpur, bhagalpur, darbhanga, ranchi.',
      bhk: 'Must be at most 10',
      min_rent: 'Enter a valid number',
      furnishing: 'furnishing must be one of UNFURNISHED, SEMI_FURNISHED, FULLY_FURNISHED.',
      available_by: 'Enter a date as YYYY-MM-DD.',
      verified_only: 'verified_only must be true or false.',
    });
    expect(await fieldErrors({ city: 'patna', min_rent: 20000, max_rent: 10000 })).toEqual({ min_rent: 'Minimum rent cannot be more than maximum rent.' });
  });

  it('matches a listing exactly when the public search would show it', () => {
    const cases: Array<[string, Parameters<typeof SearchAlertMother.criteria>[0], Partial<ListingFacts>, boolean]> = [
      ['any home in the city', {}, {}, true],
      ['another city', { city: 'gaya' }, {}, false],
      ['text in the locality, any case', { text: 'KANKAR' }, {}, true],
      ['text in the title', { text: 'boring road' }, {}, true],
      ['text found nowhere', { text: 'Danapur' }, {}, false],
      ['its type', { propertyType: 'APARTMENT' }, {}, true],
      ['another type', { propertyType: 'PG' }, {}, false],
      ['its BHK', { bhk: 2 }, {}, true],
      ['another BHK', { bhk: 3 }, {}, false],
      ['1 RK is BHK 0', { bhk: 0 }, { bhk: 0 }, true],
      ['rent at the maximum', { maxRent: 12_500 }, {}, true],
      ['rent over the maximum', { maxRent: 12_499 }, {}, false],
      ['rent at the minimum', { minRent: 12_500 }, {}, true],
      ['rent under the minimum', { minRent: 12_501 }, {}, false],
      ['rent within a range', { minRent: 10_000, maxRent: 15_000 }, {}, true],
      ['its furnishing', { furnishing: 'SEMI_FURNISHED' }, {}, true],
      ['another furnishing', { furnishing: 'FULLY_FURNISHED' }, {}, false],
      ['its tenants', { preferredTenants: 'FAMILY' }, {}, true],
      ['a listing for anyone suits every tenant', { preferredTenants: 'BACHELOR_FEMALE' }, { preferredTenants: 'ANY' }, true],
      ['a listing for families does not suit bachelors', { preferredTenants: 'BACHELOR_MALE' }, {}, false],
      ['available on the day', { availableBy: '2026-12-01' }, {}, true],
      ['available after the day', { availableBy: '2026-11-30' }, {}, false],
      ['verified only, verified', { verifiedOnly: true }, { verified: true }, true],
      ['verified only, not verified', { verifiedOnly: true }, {}, false],
    ];
    const wrong = cases.filter(([, criteria, facts, expected]) => matchesListing(SearchAlertMother.criteria(criteria), listing(facts)) !== expected).map(([name]) => name);
    expect(wrong).toEqual([]);
  });

  it('stops and resumes; doing either twice changes nothing', () => {
    const alert = SearchAlertMother.for('0190c0de-0000-7000-8000-0000000000bb');
    const at = new Date('2026-11-23T10:00:00Z');
    alert.stop(at);
    alert.stop(new Date('2026-11-24T10:00:00Z'));
    expect([alert.status, alert.stoppedAt]).toEqual(['STOPPED', at]);
    alert.resume(at);
    alert.resume(at);
    expect([alert.status, alert.stoppedAt, alert.isActive]).toEqual(['ACTIVE', null, true]);
  });

  it('two alerts are the same search when every filter is, the text in any case', () => {
    const a = SearchAlertMother.criteria({ text: 'Boring Road', bhk: 2 });
    expect(sameSearch(a, SearchAlertMother.criteria({ text: 'boring road', bhk: 2 }))).toBe(true);
    expect(sameSearch(a, SearchAlertMother.criteria({ text: 'boring road', bhk: 3 }))).toBe(false);
    expect(sameSearch(a, SearchAlertMother.criteria({ text: 'boring road', bhk: 2, verifiedOnly: true }))).toBe(false);
  });
});
