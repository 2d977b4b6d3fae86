import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a built page makes the browser download before any interaction: every script its HTML references
 * (script src and modulepreload) and what those import statically. Dynamic imports (`import("./x.js")`,
 * code loaded on demand) are not part of it. Used by the JavaScript budgets of the built sites
 * (test/build/home-budget.test.ts, test/build/console-budget.test.ts).
 */

/** Gzip size (level 9) of a file, in bytes. */
export const gzipped = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

/** In kB of 1,000 bytes, as `vite build` reports sizes (the stricter reading of "KB"). */
export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** Site-relative URLs of the scripts and module preloads of an HTML document. */
export function scriptsOf(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])![1]!);
  return [...scripts, ...preloads];
}

/** Static `import ... from "./x.js"`, `import "./x.js"` and `export ... from "./x.js"` of a built chunk (not `import("./x.js")`). */
export function staticImportsOf(code: string): string[] {
  return [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]!);
}

/**
 * Every script `html` loads before interaction, as paths under `site` (the build folder the site is served
 * from at its root: `/assets/x.js` or, with a base, `/admin/assets/x.js` → `base` is stripped first).
 */
export function initialScripts(site: string, html: string, base = '/'): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    const path = url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, '');
    if (seen.has(path)) return;
    seen.add(path);
    const code = readFileSync(join(site, path), 'utf8');
    for (const relative of staticImportsOf(code)) visit(new URL(relative, `http://site${base}${path}`).pathname);
  };
  scriptsOf(html).forEach(visit);
  return [...seen];
}
