import { describe, expect, it } from 'vitest';
import * as englishDocuments from '../../../domain/shared/catalogue/site/en.documents';
import type { PageDocument } from '../../../domain/shared/catalogue/site/en.documents';
import { en } from '../../../domain/shared/catalogue/site/en';
import { hi } from '../../../domain/shared/catalogue/site/hi';
import * as hindiDocuments from '../../../domain/shared/catalogue/site/hi.documents';
import { activateLanguage, t } from './t';
import { formatDate } from './format';

/** `{name}` placeholders of a template, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/**
 * How two catalogues differ: keys only in one, keys whose placeholders are not the same, empty texts. What the
 * test below expects to be empty for English and Hindi.
 */
export function catalogueDifferences(a: Record<string, string>, b: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(a)) if (!(key in b)) problems.push(`${key}: only in the first`);
  for (const key of Object.keys(b)) if (!(key in a)) problems.push(`${key}: only in the second`);
  for (const key of Object.keys(a)) {
    if (!(key in b)) continue;
    const [first, second] = [placeholders(a[key]!), placeholders(b[key]!)];
    if (first.join() !== second.join()) problems.push(`${key}: placeholders {${first.join('}, {')}} vs {${second.join('}, {')}}`);
  }
  for (const [key, text] of [...Object.entries(a), ...Object.entries(b)]) if (!text.trim()) problems.push(`${key}: empty`);
  return problems;
}

/**
 * Texts that are the same in both languages on purpose: the brand, codes and units Hindi readers use as they are
 * (BHK, PG, CCTV, +91), and templates made only of placeholders. Anything else equal to the English is a text
 * someone forgot to translate.
 */
const SAME_IN_BOTH = new Set(['app.name', 'title.page', 'property.rk', 'property.bhk', 'filter.bhk', 'form.bhk', 'propertyType.PG', 'amenity.CCTV']);

describe('the two catalogues (en.ts and hi.ts)', () => {
  it('have the same keys, with the same placeholders, and no empty text', () => {
    expect(catalogueDifferences(en, hi)).toEqual([]);
  });

  it('would be caught: a key in one only, a placeholder renamed or dropped, an empty text', () => {
    const english = { 'a.one': 'Homes in {city}', 'a.two': '{count} homes', 'a.three': 'Hello' };
    expect(catalogueDifferences(english, { 'a.one': '{city} में घर', 'a.two': '{count} घर', 'a.three': 'नमस्ते' })).toEqual([]);
    expect(catalogueDifferences(english, { 'a.one': '{city} में घर', 'a.two': '{count} घर' })).toEqual(['a.three: only in the first']);
    expect(catalogueDifferences(english, { ...english, 'a.four': 'चार' })).toEqual(['a.four: only in the second']);
    expect(catalogueDifferences(english, { 'a.one': '{शहर} में घर', 'a.two': 'घर', 'a.three': ' ' })).toEqual([
      // A placeholder is a Latin name ({city}): "{शहर}" would be printed as it is, not filled.
      'a.one: placeholders {city} vs {}',
      'a.two: placeholders {count} vs {}',
      'a.three: empty',
    ]);
  });

  it('hold Hindi for every text but the few that are the same on purpose', () => {
    // Templates with no words of their own ('“{text}”', '{hour}:00') are the same in both.
    const wordless = (text: string) => !/\p{L}/u.test(text.replace(/\{\w+\}/g, ''));
    const untranslated = Object.keys(en).filter((key) => en[key as keyof typeof en] === hi[key as keyof typeof hi] && !SAME_IN_BOTH.has(key) && !wordless(en[key as keyof typeof en]));
    expect(untranslated).toEqual([]);
    // Hindi is written in Devanagari (not transliterated into Latin letters).
    const latinOnly = Object.entries(hi).filter(([key, text]) => !SAME_IN_BOTH.has(key) && !wordless(text) && !/[\u0900-\u097F]/.test(text.replace(/\{\w+\}/g, '')));
    // "AC" is how an air conditioner is written in Hindi ads and on rental sites.
    expect(latinOnly.map(([key]) => key)).toEqual(['amenity.AIR_CONDITIONER']);
  });

  it('keep the spec’s English word for word', () => {
    expect(en['error.generic']).toBe('Something went wrong! Please try again later');
    expect(en['callback.promise']).toBe('We will call you back within 24 - 48 hours');
    expect(en['toast.loginFirstToCreateProperty']).toBe('Kinldy login first to create property');
    expect(en['validation.name']).toBe('numbers and spacial chars. are not allowed');
  });

  it('switch the whole site: texts and dates in Hindi, back to English', () => {
    try {
      activateLanguage('hi', hi);
      expect(t('listing.title', { city: t('city.gaya') })).toBe('गया में किराए के घर');
      expect(formatDate('2026-11-24')).toBe('24 नवंबर 2026');
    } finally {
      activateLanguage('en');
    }
    expect(t('listing.title', { city: t('city.gaya') })).toBe('Homes for rent in Gaya');
    expect(formatDate('2026-11-24')).toBe('24 Nov 2026');
  });
});

/** A document's shape: its sections, and how many items and paragraphs each has. */
const shape = (doc: PageDocument) => ({ updated: Boolean(doc.updated), sections: doc.sections.map((s) => [s.items?.length ?? 0, s.paragraphs?.length ?? 0]) });

describe('the long-form pages in both languages (en.documents.ts and hi.documents.ts)', () => {
  it('have the same documents, section for section, item for item', () => {
    expect(Object.keys(hindiDocuments).sort()).toEqual(Object.keys(englishDocuments).filter((name) => typeof (englishDocuments as Record<string, unknown>)[name] === 'object').sort());
    for (const name of ['about', 'privacy', 'terms'] as const) {
      expect([name, shape(hindiDocuments[name])]).toEqual([name, shape(englishDocuments[name])]);
      const texts = [hindiDocuments[name].title, hindiDocuments[name].intro, ...hindiDocuments[name].sections.flatMap((s) => [s.heading, ...(s.items ?? []), ...(s.paragraphs ?? [])])];
      expect(texts.filter((text) => !/[\u0900-\u097F]/.test(text))).toEqual([]);
    }
  });
});
