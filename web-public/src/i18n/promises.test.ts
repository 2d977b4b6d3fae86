import { describe, expect, it } from 'vitest';
import { about } from '../../../domain/shared/catalogue/site/en.documents';
import { en } from '../../../domain/shared/catalogue/site/en';

/**
 * What the site promises about verification must be true of what a person sees: not every live home carries the
 * Verified mark (a listing goes live on our team's review; the mark comes from a visit, with its date).
 */
describe('promises about verification', () => {
  const texts = [...Object.values(en), JSON.stringify(about)];

  it('never claims that every home is checked or visited in person', () => {
    const claims = texts.filter((text) => /every (home|listing) (is|gets|was) (checked|visited)|(visits|checks) every (home|listing)/i.test(text));
    expect(claims).toEqual([]);
  });

  it('says who checked a Verified home and that the mark has a date', () => {
    expect(en['home.subtitle']).toMatch(/Verified mark .* our team or a GharSetu rider, on the date shown/);
  });
});
