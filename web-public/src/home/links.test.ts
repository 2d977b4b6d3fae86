import { describe, expect, it } from 'vitest';
import { PROPERTY_SEARCH_MAX_LENGTH } from '../../../adapters/http/contract/island-rules';
import { listingUrl, NEWEST_COUNT, newestPath, seeAllUrl } from './links';

describe("the home's addresses (the React home and the prerendered island build the same ones)", () => {
  it('the strip titled "Newest homes with the Verified mark" asks only for verified homes of the city, newest first', () => {
    const [path, query] = newestPath('gaya').split('?');
    expect(path).toBe('/properties/list');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ city: 'gaya', verified_only: 'true', sort: 'newest', limit: String(NEWEST_COUNT), page: '1' });
  });

  it('"See all" opens the same verified homes on the listing page', () => {
    expect(seeAllUrl('patna')).toBe('/tenant/patna/property-listing?verified_only=true');
  });

  it('the search box goes to the listing page with the trimmed text, cut to what the search takes; nothing typed, no search', () => {
    expect(listingUrl('patna', '  boring road ')).toBe('/tenant/patna/property-listing?search=boring+road');
    expect(listingUrl('patna', '   ')).toBe('/tenant/patna/property-listing');
    const long = 'a'.repeat(PROPERTY_SEARCH_MAX_LENGTH + 20);
    expect(new URLSearchParams(listingUrl('gaya', long).split('?')[1]).get('search')).toHaveLength(PROPERTY_SEARCH_MAX_LENGTH);
  });
});
