import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipped, initialScripts, kb } from '../support/initial-scripts.js';

/**
 * The console's budget: the first page an admin opens, /admin/login, loads under 250 KB of JavaScript
 * (gzip); each resource's pages are chunks loaded when first opened. The server answers every /admin/* path with
 * dist/web-admin/index.html (built by the global setup), so /admin/login downloads before interaction what that
 * HTML references (script src and modulepreload) and what those import statically.
 */
const SITE = join('dist', 'web-admin');
/** In kB of 1,000 bytes, as `vite build` reports sizes (the stricter reading of "250 KB"). */
const BUDGET = 250_000;

/** `import("./x.js")` of a built chunk (the minifier writes the path between backquotes): code loaded on demand. */
function dynamicImportsOf(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!);
}

describe.skipIf(!existsSync(join(SITE, 'index.html')))('console budget (dist/web-admin)', () => {
  const html = readFileSync(join(SITE, 'index.html'), 'utf8');
  const initial = initialScripts(SITE, html, '/admin/');
  const scripts = readdirSync(join(SITE, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const code = new Map(scripts.map((path) => [path, readFileSync(join(SITE, path), 'utf8')]));
  /** The built scripts holding `text` (a test id or label of one page, kept as written by the minifier). */
  const holding = (text: string) => scripts.filter((path) => code.get(path)!.includes(text));

  it('finds dynamic imports the way the bundler writes them', () => {
    expect(dynamicImportsOf('const a=()=>import("./PropertyList-1.js");import{b}from"./c-2.js";n(()=>import(`./d-3.js`),__vite__mapDeps([0]))')).toEqual([
      './PropertyList-1.js',
      './d-3.js',
    ]);
  });

  it(`loads /admin/login under ${kb(BUDGET)} of JavaScript (gzip)`, () => {
    const sizes = initial.map((path) => [path, gzipped(join(SITE, path))] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const all = scripts.reduce((sum, path) => sum + gzipped(join(SITE, path)), 0);
    console.log(
      `console (/admin/login): JavaScript ${kb(total)} gzip in ${initial.length} files ` +
        `(${[...sizes].sort((a, b) => b[1] - a[1]).map(([p, s]) => `${p.replace('assets/', '')} ${kb(s)}`).join(', ')}); ` +
        `all ${scripts.length} console scripts ${kb(all)}`,
    );
    expect(initial.length).toBeGreaterThan(0);
    expect(holding('admin-login-submit').filter((path) => initial.includes(path)).length, 'the login page is in the first scripts').toBeGreaterThan(0);
    expect(total, `/admin/login JavaScript ${kb(total)} gzip`).toBeLessThan(BUDGET);
  });

  it('a tab from an older build recovers: the reload on a missing chunk and the error page are in the first scripts', () => {
    // Every page and the layout are chunks; after a deploy an open tab's next page is gone. The first script
    // reloads once (staleChunks.ts) and, if that fails too, shows the error page, which is not a chunk itself.
    const first = (text: string) => holding(text).filter((path) => initial.includes(path));
    expect(first('gharsetu.admin.chunkReloadAt'), 'the reload-once guard').not.toEqual([]);
    expect(first('vite:preloadError'), 'the listener for a failed chunk').not.toEqual([]);
    expect(first('admin-error-page'), 'the error page').not.toEqual([]);
  });

  it.each([
    ['the properties list', 'review-queue-filter', /^assets\/PropertyList-[\w-]+\.js$/],
    ['the rides list', 'Needs a rider', null],
    ['the photo panel of a listing', 'gallery-upload-input', null],
    ["react-admin's list grid", 'RaDataTable', null],
    ['the layout (sidebar, user menu)', 'RaSidebar', /^assets\/AdminLayout-[\w-]+\.js$/],
  ] as const)('%s is not in the first scripts: it comes in a chunk loaded when first shown', (_what, text, chunk) => {
    const files = holding(text);
    expect(files.length, `"${text}" is in the build`).toBeGreaterThan(0);
    expect(files.filter((path) => initial.includes(path))).toEqual([]);
    if (chunk) {
      // The page is its own chunk, imported on demand (React.lazy) by the console's code.
      const file = files.find((path) => chunk.test(path));
      expect(file, `a chunk named like ${chunk}`).toBeDefined();
      const importers = scripts.filter((path) => dynamicImportsOf(code.get(path)!).includes(`./${file!.replace('assets/', '')}`));
      expect(importers.length).toBeGreaterThan(0);
    }
  });
});
