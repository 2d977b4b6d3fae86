import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain node script without type declarations (it imports only node's own modules)
import { isStale, TARGETS } from '../../scripts/build-if-stale.mjs';

type Target = { name: string; built: string; also?: string[]; sources: string[] };

// What `npm start` and the test setup rebuild (scripts/build-if-stale.mjs), on a throw-away tree.
describe('build-if-stale: what counts as stale', () => {
  const root = mkdtempSync(join(tmpdir(), 'build-stale-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const site = (TARGETS as Target[]).find((target) => target.name === 'web-public')!;
  const write = (path: string, seconds: number) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), 'x');
    utimesSync(join(root, path), seconds, seconds);
  };

  it('the public site is stale when its server renderer is older than the sources, even if index.html is new', () => {
    write('web-public/src/App.tsx', 2_000);
    write(site.built, 3_000);
    for (const path of site.also ?? []) write(path, 3_000);
    expect(isStale(site, root)).toBe(false);
    // A build whose renderer step failed: a new index.html (and template) next to the renderer of an older tree.
    write('dist/web-public-ssr/render.js', 1_000);
    expect(isStale(site, root)).toBe(true);
    write('dist/web-public-ssr/render.js', 3_000);
    write('dist/web-public/page.html', 1_000);
    expect(isStale(site, root)).toBe(true);
  });

  it('a change to the server <-> site contract makes the public site stale', () => {
    for (const path of [site.built, ...(site.also ?? [])]) write(path, 3_000);
    write('adapters/http/contract/page-render.ts', 4_000);
    expect(isStale(site, root)).toBe(true);
  });
});
