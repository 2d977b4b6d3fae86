import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipped, initialScripts, kb, staticImportsOf } from '../support/initial-scripts.js';

/**
 * The catalogue issue's budget: the home route's JavaScript stays under 60 KB gzipped. `/` is the
 * prerendered dist/web-public/index.html (built by the global setup); what it makes the browser download
 * before any interaction is every script it references (script src and modulepreload) and what those
 * import statically. Dynamic imports (the React app, booted on demand) are not part of it.
 * See docs/adr/0005-prerendered-home.md.
 */
const SITE = join('dist', 'web-public');
/** In kB of 1,000 bytes, as `vite build` reports sizes (the stricter reading of "60 KB"). */
const BUDGET = 60_000;
/** The island's own target (ADR 0005): no React, no string catalogue on the home route. */
const ISLAND_TARGET = 15_000;

/** Every script `html` loads before interaction, as paths under the site folder. */
const homeScripts = (html: string) => initialScripts(SITE, html);

describe.skipIf(!existsSync(join(SITE, 'app.html')))('home route budget (dist/web-public)', () => {
  const html = readFileSync(join(SITE, 'index.html'), 'utf8');

  it('finds static imports the way the bundler writes them', () => {
    expect(staticImportsOf('import{n as e}from"./a-1.js";import"./b-2.js";export{x}from"./c-3.js";const d=()=>import("./d-4.js")')).toEqual([
      './a-1.js',
      './b-2.js',
      './c-3.js',
    ]);
  });

  it('serves the home prerendered: layout, search, how visits work, the strip as a sized skeleton', () => {
    for (const testId of ['navbar', 'login-button', 'footer', 'quick-call-button', 'home-city', 'home-search-input', 'home-search-button', 'home-see-all']) {
      expect([testId, html.includes(`data-testid="${testId}"`)]).toEqual([testId, true]);
    }
    expect(html).toContain('How visits work');
    expect(html).toMatch(/<ul class="strip" aria-hidden="true">/);
    expect(html).not.toContain('class="page-loading"');
  });

  it(`loads under ${kb(BUDGET)} of JavaScript (gzip), with no React`, () => {
    const scripts = homeScripts(html);
    const sizes = scripts.map((path) => [path, gzipped(join(SITE, path))] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].reduce((sum, m) => sum + gzipped(join(SITE, m[1]!)), 0);
    console.log(
      `home route (/): JavaScript ${kb(total)} gzip in ${scripts.length} files (${sizes.map(([p, s]) => `${p.replace('assets/', '')} ${kb(s)}`).join(', ')}); ` +
        `CSS ${kb(css)}; HTML ${kb(gzipSync(html, { level: 9 }).length)}`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /\/react-[^/]*\.js$/.test(path))).toEqual([]);
    expect(total, `home JavaScript ${kb(total)} gzip`).toBeLessThan(BUDGET);
    expect(total, `home JavaScript ${kb(total)} gzip: over the island's ${kb(ISLAND_TARGET)} target`).toBeLessThan(ISLAND_TARGET);
  });

  it('every other route gets the client-rendered app (app.html), which loads React', () => {
    const app = readFileSync(join(SITE, 'app.html'), 'utf8');
    expect(app).toContain('<div id="root"></div>');
    expect(homeScripts(app).some((path) => /\/react-[^/]*\.js$/.test(path))).toBe(true);
  });
});
