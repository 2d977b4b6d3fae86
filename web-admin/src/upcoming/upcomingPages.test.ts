import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES } from '../layout/menuEntries';
import { PROPERTY_PREVIEW_PAGE, UPCOMING_PAGES } from './upcomingPages';

describe('UPCOMING_PAGES', () => {
  it('covers the four menu entries that are not resources yet, with the menu labels as titles', () => {
    const byPath = new Map(MENU_ENTRIES.map((e) => [e.path, e.label]));
    expect(UPCOMING_PAGES.map((p) => p.path)).toEqual(['/post-property', '/post-project', '/rides', '/property-request']);
    for (const page of UPCOMING_PAGES) expect(page.title).toBe(byPath.get(page.path));
  });
  it('says the catalogue arrives in the next release', () => {
    expect(UPCOMING_PAGES[0].line).toBe('The property catalogue arrives in the next release.');
    expect(PROPERTY_PREVIEW_PAGE.path).toBe('/preview-property/:id');
  });
});
