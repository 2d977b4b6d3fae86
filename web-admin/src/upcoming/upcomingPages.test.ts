import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES } from '../layout/menuEntries';
import { UPCOMING_PAGES } from './upcomingPages';

describe('UPCOMING_PAGES', () => {
  it('has no placeholder left: every menu entry opens a real page', () => {
    expect(UPCOMING_PAGES).toEqual([]);
  });
  it('holds no area that has a resource (Rides included)', () => {
    const placeholders = new Set(UPCOMING_PAGES.map((p) => p.path));
    for (const path of ['/rides', '/post-property', '/post-project', '/property-request']) expect(placeholders.has(path)).toBe(false);
    expect(MENU_ENTRIES.some((e) => e.path === '/rides')).toBe(true);
  });
});
