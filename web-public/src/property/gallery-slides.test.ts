import { describe, expect, it } from 'vitest';
import { slidesWithSources } from './gallery-slides';

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
