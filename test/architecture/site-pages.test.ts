import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSitePage, SITE_PAGES } from '../../adapters/http/contract/site-pages.js';

/**
 * The server answers 404 for an address that names no page of the public site (adapters/http/static-sites.ts),
 * from the contract's SITE_PAGES: the routes App.tsx declares must be exactly those.
 */
describe('the public site\'s pages, as the server knows them', () => {
  it('are the routes App.tsx declares, nested ones with their parent', () => {
    const app = readFileSync('web-public/src/App.tsx', 'utf8');
    const declared: string[] = [];
    const parents: string[] = [];
    for (const raw of app.split('\n')) {
      const line = raw.trim();
      if (line === '</Route>') {
        parents.pop();
        continue;
      }
      if (!line.startsWith('<Route')) continue;
      const path = /\bpath="([^"]+)"/.exec(line)?.[1] ?? '';
      const full = `/${[...parents, path].filter(Boolean).join('/')}`;
      if (line.endsWith('/>')) {
        if (path !== '*') declared.push(full); // a page (an index route is its parent's address)
      } else {
        parents.push(path); // a layout or guard around nested routes (a path-less one adds nothing)
        if (path && !/\belement=\{<(RequireRole|Layout)\b/.test(line)) declared.push(full);
      }
    }
    expect([...new Set(declared)].sort()).toEqual([...SITE_PAGES].sort());
  });

  it('matches a page by its pattern, with or without a trailing slash', () => {
    expect(isSitePage('/')).toBe(true);
    expect(isSitePage('/tenant/gaya/property-listing')).toBe(true);
    expect(isSitePage('/tenant/property-details/abc/')).toBe(true);
    expect(isSitePage('/tenant')).toBe(false);
    expect(isSitePage('/tenant//property-listing')).toBe(false);
  });
});
