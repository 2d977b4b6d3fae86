import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from '../api/properties';
import { hi } from '../../../domain/shared/catalogue/site/hi';
import { activateLanguage } from '../i18n/t';
import { CITIES } from '../property/cities';
import { formatRupees as islandRupees, riderVerifiedText } from '../property/card-format';
import { cityName, formatRupees, homeSummary, riderVerifiedLabel } from '../property/format';
import { shareText } from '../property/share';
import { placeOf, shareTextOf, summaryOf } from './island-text';
import { islandWords } from './island-words';

// The words prerender.tsx writes into the page.
const text = islandWords();

describe('the home island writes card titles and places as the React cards do', () => {
  it('summaryOf matches homeSummary for every type and size', () => {
    for (const property_type of PROPERTY_TYPES) {
      for (const bhk of [0, 1, 2, 5, 10]) {
        expect(summaryOf(text, { property_type, bhk })).toBe(homeSummary({ property_type, bhk }));
      }
    }
  });

  it('placeOf matches the card (locality, city name)', () => {
    for (const city of CITIES) expect(placeOf(text, { locality: 'Boring Road', city })).toBe(`Boring Road, ${cityName(city)}`);
  });
});

describe('the home island writes the rider mark as the React cards do', () => {
  it('fills the page\'s words with the day of the visit', () => {
    const listing = { rider_verified: true, verified_at: '2026-11-25T04:30:00.000Z' };
    expect(riderVerifiedText(text.riderVerified, listing)).toBe(riderVerifiedLabel(listing));
    expect(riderVerifiedText(text.riderVerified, listing)).toBe('Verified by a rider on 25 Nov 2026');
  });
});


describe('the home island writes the share line as the React cards do', () => {
  it('the same line as the app for every type, size, city and rent, in English and in Hindi', () => {
    for (const language of ['en', 'hi'] as const) {
      activateLanguage(language, language === 'hi' ? hi : undefined);
      try {
        const words = islandWords();
        for (const property_type of PROPERTY_TYPES) {
          for (const bhk of [0, 1, 3]) {
            for (const city of CITIES) {
              for (const rent of [4500, 12500, 125000]) {
                const listing = { id: 'x', title: 'A home', rent, bhk, property_type, locality: 'Boring Road', city };
                // The island formats the rent as the card does (card-format's formatRupees), then fills its words.
                expect(shareTextOf(words, listing, islandRupees(rent)), `${language} ${property_type} ${bhk} ${city} ${rent}`).toBe(shareText(listing));
              }
            }
          }
        }
      } finally {
        activateLanguage('en');
      }
    }
  });

  it('shareTextOf matches shareText (rent, BHK, place)', () => {
    const listing = { id: 'x', title: 'Sunny flat', rent: 12500, bhk: 2, property_type: 'APARTMENT' as const, locality: 'Kankarbagh', city: 'patna' as const };
    expect(shareTextOf(text, listing, formatRupees(listing.rent))).toBe(shareText(listing));
    expect(shareTextOf(text, listing, formatRupees(listing.rent))).toBe('2 BHK Apartment for rent in Kankarbagh, Patna: ₹12,500 a month');
  });
});
