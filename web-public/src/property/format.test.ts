import { describe, expect, it } from 'vitest';
import {
  addressLines,
  bhkLabel,
  hasBhk,
  cityName,
  coverSrcSet,
  floorLabel,
  formatDate,
  formatRupees,
  homeSummary,
  ordinal,
  pageAfterRemoval,
  pageItems,
  pageParam,
  pickUrl,
  resultCount,
  riderVerifiedLabel,
  riderVisitNote,
  srcSet,
  statusLabel,
  tenantsLabel,
  todayIso,
  verifiedMark,
} from './format';
import { cardFacts, riderVerifiedText, verifiedText } from './card-format';
import { cardFactWords } from './format';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(500)).toBe('₹500');
    expect(formatRupees(12000)).toBe('₹12,000');
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
  });

  it('shows whole rupees', () => {
    expect(formatRupees(12499.6)).toBe('₹12,500');
  });
});

describe('formatDate', () => {
  it('shows a calendar date without shifting it by time zone', () => {
    expect(formatDate('2026-11-01')).toBe('1 Nov 2026');
  });

  it('shows a timestamp as the date in India', () => {
    expect(formatDate('2026-11-21T22:55:03.637Z')).toBe('22 Nov 2026');
  });

  it('returns unreadable input as written, and nothing for nothing', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
  });

  it('writes today as YYYY-MM-DD', () => {
    expect(todayIso(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('cardFacts', () => {
  const home = { deposit: 24000, built_up_area: 1100, furnishing: 'SEMI_FURNISHED' as const, available_from: '2026-12-05' };
  it('says deposit, area, furnishing and when it is free, what people compare after the rent', () => {
    expect(cardFacts(home, cardFactWords(), new Date('2026-11-29T06:00:00Z'))).toBe('Deposit ₹24,000 · 1,100 sq ft · Semi-furnished · From 5 Dec 2026');
  });
  it('leaves out what the owner did not give, and says "Available now" from the day in India', () => {
    expect(cardFacts({ ...home, deposit: 0, built_up_area: null }, cardFactWords(), new Date('2026-12-04T18:30:00Z'))).toBe('Semi-furnished · Available now');
  });
});

describe('addressLines', () => {
  const home = { address: 'House 12, Lane 3, Boring Road', locality: 'Boring Road', city: 'patna' as const, pincode: '800001' };
  it('writes the street address, the locality with its city and the PIN', () => {
    expect(addressLines(home)).toEqual(['House 12, Lane 3, Boring Road', 'Boring Road, Patna', 'PIN 800001']);
  });
  it('writes a place once where the owner typed only the locality as the address', () => {
    expect(addressLines({ ...home, address: 'Fraser Road, Patna' , locality: 'Fraser Road' })).toEqual(['Fraser Road, Patna', 'PIN 800001']);
    expect(addressLines({ ...home, address: ' boring road ' })).toEqual(['Boring Road, Patna', 'PIN 800001']);
  });
});

describe('labels', () => {
  it('names the options of the API', () => {
    expect(tenantsLabel('BACHELOR_FEMALE')).toBe('Bachelors (women)');
    expect(statusLabel('SUBMITTED')).toBe('In review');
  });

  it('names BHK and the kind of home', () => {
    expect(bhkLabel(0)).toBe('1 RK');
    expect(bhkLabel(3)).toBe('3 BHK');
    expect(homeSummary({ bhk: 2, property_type: 'APARTMENT' })).toBe('2 BHK Apartment');
    expect(homeSummary({ bhk: 1, property_type: 'PG' })).toBe('PG');
  });

  it('a Room is named a room, never "1 BHK" (the form still stores a BHK number for it); the details page shows no BHK fact', () => {
    expect(homeSummary({ bhk: 1, property_type: 'ROOM' })).toBe('Room');
    expect(homeSummary({ bhk: 1, property_type: 'ROOM' })).not.toMatch(/BHK|RK/);
    expect(hasBhk('ROOM')).toBe(false);
    expect(hasBhk('PG')).toBe(false);
    expect(hasBhk('INDEPENDENT_HOUSE')).toBe(true);
  });

  it('names cities by slug', () => {
    expect(cityName('patna')).toBe('Patna');
    expect(cityName('Muzaffarpur')).toBe('Muzaffarpur');
    expect(cityName('bodh-gaya')).toBe('Bodh Gaya');
  });

  it('describes floors', () => {
    expect(floorLabel(0, 4)).toBe('Ground floor of 4');
    expect(floorLabel(2, null)).toBe('2nd floor');
    expect(floorLabel(null, 5)).toBe('5 floors');
    expect(floorLabel(null, null)).toBeNull();
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']);
  });

  it('counts results, with 1000+ past the cap', () => {
    expect(resultCount(1, true)).toBe('1 home');
    expect(resultCount(57, true)).toBe('57 homes');
    expect(resultCount(1000, false)).toBe('1,000+ homes');
  });
});

describe('photo sources', () => {
  const urls = { '1024': '/m/a-1024.webp', '320': '/m/a-320.webp', '640': '/m/a-640.webp' };

  it('lists variants narrowest first', () => {
    expect(srcSet(urls)).toBe('/m/a-320.webp 320w, /m/a-640.webp 640w, /m/a-1024.webp 1024w');
    expect(srcSet({})).toBe('');
  });

  it('picks the smallest variant wide enough, else the widest', () => {
    expect(pickUrl(urls, 500)).toBe('/m/a-640.webp');
    expect(pickUrl(urls, 2000)).toBe('/m/a-1024.webp');
    expect(pickUrl({ '300': '/m/s-300.webp' })).toBe('/m/s-300.webp');
    expect(pickUrl({})).toBeUndefined();
  });

  it("offers a card cover's 320 px sibling", () => {
    expect(coverSrcSet('https://cdn.example/properties/p/i-640.webp')).toBe(
      'https://cdn.example/properties/p/i-320.webp 320w, https://cdn.example/properties/p/i-640.webp 640w',
    );
    expect(coverSrcSet('/media/properties/p/i-320.webp')).toBeUndefined();
    expect(coverSrcSet('https://img.example/cover.jpg')).toBeUndefined();
  });

  it("never names a signed cover's sibling (its signature would not match): it takes the small link the server signed", () => {
    const signed = '/media/properties/p/i-640.webp?expires=1800000000&signature=abc';
    expect(coverSrcSet(signed)).toBeUndefined();
    const small = '/media/properties/p/i-320.webp?expires=1800000000&signature=def';
    expect(coverSrcSet(signed, small)).toBe(`${small} 320w, ${signed} 640w`);
  });
});

describe('pageParam', () => {
  it('reads a page number, else page 1', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam('100000')).toBe(100000);
    for (const bad of [null, '', '0', '-2', '1.5', 'two', '100001']) expect(pageParam(bad)).toBe(1);
  });
});

describe('pageAfterRemoval', () => {
  it('stays on a page that still has items', () => {
    expect(pageAfterRemoval(3, 4, 3)).toBe(3);
    expect(pageAfterRemoval(1, 0, 1)).toBe(1);
  });

  it('steps back one page when the page came back empty', () => {
    expect(pageAfterRemoval(3, 0, 2)).toBe(2);
    expect(pageAfterRemoval(2, 0, 1)).toBe(1);
  });

  it('never lands past the last page or below page 1', () => {
    expect(pageAfterRemoval(9, 0, 2)).toBe(2);
    expect(pageAfterRemoval(4, 0, 0)).toBe(1);
  });
});

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps the ends and the neighbours, with gaps between', () => {
    expect(pageItems(1, 100)).toEqual([1, 2, 'gap', 100]);
    expect(pageItems(50, 100)).toEqual([1, 'gap', 49, 50, 51, 'gap', 100]);
    expect(pageItems(100, 100)).toEqual([1, 'gap', 99, 100]);
  });

  it('shows a single missing page instead of a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});

describe('"Verified by a rider on <date>"', () => {
  const live = { status: 'LIVE' as const, is_stale: false };

  it('names the day of the visit in India, as "25 Nov 2026"', () => {
    expect(riderVerifiedLabel({ rider_verified: true, verified_at: '2026-11-25T04:30:00.000Z' })).toBe('Verified by a rider on 25 Nov 2026');
    // 01:30 on the 26th in Patna is still the 25th in UTC.
    expect(riderVerifiedLabel({ rider_verified: true, verified_at: '2026-11-25T20:00:00.000Z' })).toBe('Verified by a rider on 26 Nov 2026');
  });

  it('is left out without a current rider mark', () => {
    expect(riderVerifiedLabel({ rider_verified: false, verified_at: '2026-11-25T04:30:00.000Z' })).toBeNull();
    expect(riderVerifiedLabel({ rider_verified: false, verified_at: null })).toBeNull();
    expect(riderVerifiedLabel({ rider_verified: true, verified_at: null })).toBeNull();
  });

  it('dates the plain mark too ("Verified 25 Nov 2026"), in India time', () => {
    expect(verifiedText('Verified {date}', 'Verified', { verified_at: '2026-11-25T20:00:00.000Z' })).toBe('Verified 26 Nov 2026');
    expect(verifiedText('Verified {date}', 'Verified', { verified_at: null })).toBe('Verified');
  });

  it('fills any words given (the home island passes the page its own)', () => {
    expect(riderVerifiedText('Rider visit {date}', { rider_verified: true, verified_at: '2026-01-05T10:00:00Z' })).toBe('Rider visit 5 Jan 2026');
  });

  it('shows the rider mark instead of the plain one, and neither on a home off the market', () => {
    const at = '2026-11-25T04:30:00.000Z';
    expect(verifiedMark({ ...live, is_verified: true, rider_verified: true, verified_at: at })).toBe('rider');
    expect(verifiedMark({ ...live, is_verified: true, rider_verified: false, verified_at: at })).toBe('verified');
    expect(verifiedMark({ ...live, is_verified: false, rider_verified: false, verified_at: null })).toBeNull();
    expect(verifiedMark({ status: 'LIVE', is_stale: true, is_verified: true, rider_verified: true, verified_at: at })).toBeNull();
    expect(verifiedMark({ status: 'RENTED', is_stale: false, is_verified: true, rider_verified: true, verified_at: at })).toBeNull();
  });
});

describe("why a home waits for a rider's visit", () => {
  const at = '2026-11-22T06:00:00.000Z';
  it('tells a lapsed rider mark from our team\'s check and from no visit at all', () => {
    expect(riderVisitNote({ verified_at: null, verified_via: null, is_verified: false, rider_verified: false })).toBe('Not visited by a rider yet.');
    expect(riderVisitNote({ verified_at: at, verified_via: 'RIDER_VISIT', is_verified: false, rider_verified: false })).toBe('Verified on 22 Nov 2026; the mark has lapsed.');
    expect(riderVisitNote({ verified_at: at, verified_via: 'ADMIN', is_verified: true, rider_verified: false })).toBe('Checked by our team on 22 Nov 2026; no rider has visited yet.');
    expect(riderVisitNote({ verified_at: at, verified_via: 'ADMIN', is_verified: false, rider_verified: false })).toBe('Verified on 22 Nov 2026; the mark has lapsed.');
  });
});
