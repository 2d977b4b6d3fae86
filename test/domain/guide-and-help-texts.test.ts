import { describe, expect, it } from 'vitest';
import { GUIDE_PAGE_TEXTS } from '../../domain/shared/catalogue/pages/guide-pages.texts.js';
import { HELP_PAGE_TEXTS, HELP_QUESTIONS } from '../../domain/shared/catalogue/pages/help-page.texts.js';
import { GuideTopics } from '../../domain/guides/guide.js';
import { CityNames } from '../../domain/properties/city-names.js';
import { Cities } from '../../domain/properties/property-options.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the guides and help pages\' words', () => {
  for (const [name, texts] of [['guides', GUIDE_PAGE_TEXTS], ['help', HELP_PAGE_TEXTS]] as const) {
    it(`${name}: Hindi has every English key, with the same placeholders, none blank`, () => {
      const en = texts.en as Record<string, string>;
      const hi = texts.hi as Record<string, string>;
      expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(placeholders(hi[key]!), key).toEqual(placeholders(en[key]!));
        expect(hi[key]!.trim(), key).not.toBe('');
      }
    });
  }

  it('names every topic and city a guide can have, and has a question and an answer for every common question', () => {
    for (const topic of GuideTopics) expect(GUIDE_PAGE_TEXTS.en[`topic.${topic}`]).toBeTruthy();
    // City names are the shared ones (domain/properties/city-names.ts), in both languages.
    for (const city of Cities) expect([CityNames[city].en, CityNames[city].hi].every(Boolean)).toBe(true);
    for (const id of HELP_QUESTIONS) {
      expect(HELP_PAGE_TEXTS.en[`faq.${id}.q`]).toBeTruthy();
      expect(HELP_PAGE_TEXTS.hi[`faq.${id}.a`]).toBeTruthy();
    }
  });
});
