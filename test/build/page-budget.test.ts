import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipped, initialScripts, kb } from '../support/initial-scripts.js';

/**
 * The budget for the server-rendered listing and details pages (docs/adr/0009): the JavaScript they need
 * before interaction stays under 60 KB gzipped. Both are served from dist/web-public/page.html (the server
 * writes the rendered page and its data into it; the rendered part holds no script), so what they download
 * before interaction is every script page.html references (script src and modulepreload) and what those import
 * statically. The React app, booted on demand by the island, is a dynamic import and not part of it.
 */
const SITE = join('dist', 'web-public');
/** In kB of 1,000 bytes, as `vite build` reports sizes. */
const BUDGET = 60_000;
/** The island's own target: no React, no string catalogue (as the home's, ADR 0005). */
const ISLAND_TARGET = 15_000;

describe.skipIf(!existsSync(join(SITE, 'page.html')))('listing and details pages budget (dist/web-public/page.html)', () => {
  const html = readFileSync(join(SITE, 'page.html'), 'utf8');

  it('is the template the server renders into: the marks for the page and its data', () => {
    expect(html).toContain('<div id="root"><!--page:root--></div>');
    expect(html).toContain('<!--page:extras-->');
  });

  it(`loads under ${kb(BUDGET)} of JavaScript (gzip) before interaction, with no React`, () => {
    const scripts = initialScripts(SITE, html);
    const sizes = scripts.map((path) => [path, gzipped(join(SITE, path))] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].reduce((sum, m) => sum + gzipped(join(SITE, m[1]!)), 0);
    console.log(
      `listing and details pages: JavaScript ${kb(total)} gzip in ${scripts.length} files (${sizes.map(([p, s]) => `${p.replace('assets/', '')} ${kb(s)}`).join(', ')}); CSS ${kb(css)}`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /\/react-[^/]*\.js$/.test(path))).toEqual([]);
    expect(total, `pages JavaScript ${kb(total)} gzip`).toBeLessThan(BUDGET);
    expect(total, `pages JavaScript ${kb(total)} gzip: over the island's ${kb(ISLAND_TARGET)} target`).toBeLessThan(ISLAND_TARGET);
  });
});
