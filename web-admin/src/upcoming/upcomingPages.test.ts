import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES } from '../layout/menuEntries';
import { UPCOMING_PAGES } from './upcomingPages';

describe('UPCOMING_PAGES', () => {
  it('covers the menu entries that are not resources yet, with the menu labels as titles', () => {
    const byPath = new Map(MENU_ENTRIES.map((e) => [e.path, e.label]));
    expect(UPCOMING_PAGES.map((p) => p.path)).toEqual(['/rides']);
    for (const page of UPCOMING_PAGES) expect(page.title).toBe(byPath.get(page.path));
  });
  it('no longer holds the pages that are resources (post-property, post-project, property-request)', () => {
    expect(UPCOMING_PAGES.some((p) => p.path === '/post-property')).toBe(false);
    expect(UPCOMING_PAGES.some((p) => p.path === '/post-project')).toBe(false);
    expect(UPCOMING_PAGES.some((p) => p.path === '/property-request')).toBe(false);
  });
});
