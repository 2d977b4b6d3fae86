import { describe, expect, it } from 'vitest';
import { activeFilterCount, apiQuery, filtersFromQuery, lastSearchPage, NO_FILTERS, queryFromFilters, rupeesText, withFilter } from './listing-query';

const read = (query: string) => filtersFromQuery(new URLSearchParams(query));

describe('filtersFromQuery', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      read(
        'search=boring+road&property_type=APARTMENT&bhk=2&min_rent=5000&max_rent=15000&furnishing=SEMI_FURNISHED&preferred_tenants=FAMILY&available_by=2026-12-01&verified_only=true&sort=rent_asc&page=3',
      ),
    ).toEqual({
      search: 'boring road',
      property_type: 'APARTMENT',
      bhk: '2',
      min_rent: '5000',
      max_rent: '15000',
      furnishing: 'SEMI_FURNISHED',
      preferred_tenants: 'FAMILY',
      available_by: '2026-12-01',
      verified_only: true,
      sort: 'rent_asc',
      page: 3,
    });
  });

  it('drops what the API would refuse', () => {
    expect(read('property_type=CASTLE&bhk=11&min_rent=abc&available_by=2026-02-30&sort=best&page=-2&furnishing=')).toEqual(NO_FILTERS);
    expect(read('page=1.5').page).toBe(1);
    expect(read('page=100001').page).toBe(1);
  });

  it('keeps only the BHK choices the filter shows (1 RK to 5 BHK)', () => {
    expect(read('bhk=0').bhk).toBe('0');
    expect(read('bhk=5').bhk).toBe('5');
    expect(read('bhk=7').bhk).toBe('');
    expect(read('bhk=10').bhk).toBe('');
    expect(read('bhk=02').bhk).toBe('');
  });

  it('swaps a minimum above the maximum', () => {
    const filters = read('min_rent=20000&max_rent=5000');
    expect([filters.min_rent, filters.max_rent]).toEqual(['5000', '20000']);
  });

  it('takes rupees written with commas or a ₹ sign', () => {
    expect(rupeesText('₹12,000')).toBe('12000');
    expect(rupeesText(' 800 ')).toBe('800');
    expect(rupeesText('12.5')).toBe('');
    expect(rupeesText('99999999')).toBe('');
  });
});

describe('queryFromFilters', () => {
  it('leaves defaults out of the URL', () => {
    expect(queryFromFilters(NO_FILTERS)).toBe('');
    expect(queryFromFilters({ ...NO_FILTERS, sort: 'newest', page: 1, verified_only: false })).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = { ...NO_FILTERS, search: 'near AIIMS', bhk: '0', verified_only: true, sort: 'rent_desc' as const, page: 2 };
    expect(read(queryFromFilters(filters))).toEqual(filters);
  });
});

describe('apiQuery', () => {
  it('never asks past the pages the search answers (the first 1000 matches; deeper is a 400)', () => {
    expect(lastSearchPage()).toBe(101);
    expect(lastSearchPage(20)).toBe(51);
    expect(apiQuery('patna', { ...NO_FILTERS, page: 101 })).toBe('city=patna&sort=newest&limit=10&page=101');
    expect(apiQuery('patna', { ...NO_FILTERS, page: 150 })).toBe('city=patna&sort=newest&limit=10&page=101');
    expect(apiQuery('patna', { ...NO_FILTERS, page: 150 }, 20)).toBe('city=patna&sort=newest&limit=20&page=51');
  });

  it('asks for the city, 10 a page, with the sort and page always set', () => {
    expect(apiQuery('patna', NO_FILTERS)).toBe('city=patna&sort=newest&limit=10&page=1');
    expect(apiQuery('gaya', { ...NO_FILTERS, max_rent: '9000', verified_only: true, page: 4 })).toBe(
      'city=gaya&max_rent=9000&verified_only=true&sort=newest&limit=10&page=4',
    );
  });
});

describe('filter changes', () => {
  it('start again at page 1', () => {
    expect(withFilter({ ...NO_FILTERS, page: 5 }, { bhk: '3' })).toMatchObject({ bhk: '3', page: 1 });
    expect(withFilter(NO_FILTERS, { page: 5 }).page).toBe(5);
  });

  it('are counted without the search text and sort', () => {
    expect(activeFilterCount({ ...NO_FILTERS, search: 'x', sort: 'rent_asc' })).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, bhk: '0', min_rent: '1000', verified_only: true })).toBe(3);
  });
});

describe('the "Available by" date in the address', () => {
  it('reads the filter field’s dd/mm/yyyy (a form sent without script) and writes the address in ISO', () => {
    expect(read('available_by=01%2F12%2F2026').available_by).toBe('2026-12-01');
    expect(read('available_by=24-11-2026').available_by).toBe('2026-11-24');
    expect(queryFromFilters(read('available_by=01%2F12%2F2026'))).toBe('available_by=2026-12-01');
  });

  it('never reads it month first, and drops what is not a real date', () => {
    expect(read('available_by=12%2F24%2F2026').available_by).toBe('');
    expect(read('available_by=2026-1-5').available_by).toBe('');
    expect(read('available_by=31%2F02%2F2027').available_by).toBe('');
  });
});
