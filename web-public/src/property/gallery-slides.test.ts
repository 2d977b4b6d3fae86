import { describe, expect, it } from 'vitest';
import { gallerySizes, slidesWithSources } from './gallery-slides';

const none: ReadonlySet<number> = new Set();
const sorted = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b);

describe('slidesWithSources', () => {
  it('starts with the cover alone: its neighbour waits until the cover has arrived', () => {
    expect(sorted(slidesWithSources(none, 4, 0, false))).toEqual([0]);
    expect(sorted(slidesWithSources(new Set([0]), 4, 0, true))).toEqual([0, 1]);
  });

  it('a swipe gives the slide on screen its source at once, its neighbours once it has arrived', () => {
    let sourced = slidesWithSources(none, 5, 0, true); // {0, 1}
    sourced = slidesWithSources(sourced, 5, 1, false); // 1 already has its source
    expect(sorted(sourced)).toEqual([0, 1]);
    sourced = slidesWithSources(sourced, 5, 1, true);
    expect(sorted(sourced)).toEqual([0, 1, 2]);
    // A fling straight to the last slide: that one now, the one before it after.
    sourced = slidesWithSources(sourced, 5, 4, false);
    expect(sorted(sourced)).toEqual([0, 1, 2, 4]);
    sourced = slidesWithSources(sourced, 5, 4, true);
    expect(sorted(sourced)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps every source it gave (going back blanks nothing) and returns the same set when nothing changes', () => {
    const sourced = new Set([0, 1, 2, 3]);
    expect(slidesWithSources(sourced, 4, 0, true)).toBe(sourced);
    expect(slidesWithSources(sourced, 4, 3, true)).toBe(sourced);
  });

  it('stays inside the gallery: one photo, an index past the end or before the start, no photos', () => {
    expect(sorted(slidesWithSources(none, 1, 0, true))).toEqual([0]);
    expect(sorted(slidesWithSources(none, 3, 7, true))).toEqual([1, 2]);
    expect(sorted(slidesWithSources(none, 3, -2, false))).toEqual([0]);
    expect(slidesWithSources(none, 0, 0, true)).toBe(none);
  });
});

describe('gallerySizes', () => {
  /** The slot `sizes` announces at a viewport width (its media conditions and calc(), evaluated). */
  function slot(sizes: string, viewport: number): number {
    for (const part of sizes.split(/,\s*(?![^(]*\))/)) {
      const match = /^(?:\(max-width: (\d+)px\) )?(.+)$/.exec(part.trim())!;
      if (match[1] && viewport > Number(match[1])) continue;
      const length = match[2]!.replace(/100vw/g, String(viewport)).replace(/px/g, '').replace(/^calc/, '');
      return Number(Function(`return ${length}`)());
    }
    throw new Error('no size');
  }
  /** The variant Chrome takes at DPR > 1: the narrowest at least slot × DPR wide (it never upscales there). */
  const variant = (sizes: string, viewport: number, dpr: number) => [320, 640, 1024].find((w) => w >= slot(sizes, viewport) * dpr) ?? 1024;

  it('says what the CSS renders: 88% of the padded strip on phones, the page less its sides on tablets, the column on desktops', () => {
    expect(slot(gallerySizes(4), 360)).toBeCloseTo(260.48);
    expect(slot(gallerySizes(4), 412)).toBeCloseTo(306.24);
    expect(slot(gallerySizes(4), 800)).toBe(768);
    expect(slot(gallerySizes(4), 1100)).toBe(700);
    expect(slot(gallerySizes(4), 1440)).toBe(720);
  });

  it('a 360px DPR-2 phone takes the 640 px variant, several photos or one (328px slot announced as 320px: 2.5% upscale)', () => {
    expect(variant(gallerySizes(4), 360, 2)).toBe(640);
    expect(variant(gallerySizes(1), 360, 2)).toBe(640);
    expect(slot(gallerySizes(1), 360) / 328).toBeCloseTo(0.976, 3);
    // Wider or denser phones get the 1024 px one where 640 would be visibly soft.
    expect(variant(gallerySizes(1), 375, 2)).toBe(1024);
    expect(variant(gallerySizes(4), 412, 2.625)).toBe(1024);
  });
});
