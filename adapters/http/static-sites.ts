import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import type { AppConfig } from '../config.js';
import { isSitePage } from './contract/site-pages.js';
import { DEFAULT_LANGUAGE, pageLanguage, withLanguageParam, type Language } from './contract/language-cookie.js';
import { CSP_NONCE_PLACEHOLDER, cspNonce } from './security-headers.js';
import { canonicalLink, languageAlternates, siteOrigin } from './site-origin.js';

/**
 * Serves the two front-end builds: the console under /admin, the public site everywhere else. Hashed
 * assets are cached for a year; HTML is revalidated so a deploy shows at once. A site's root gets its
 * index.html; unknown paths that are not files get the app's shell (client-side routing): `app.html` when
 * the build has one (the public site, whose index.html is the prerendered home, see docs/adr/0005), else
 * index.html. API paths never do.
 *
 * An HTML file holding the CSP nonce placeholder (the console's index.html, for its emotion styles) gets the
 * response's nonce in its place and `Cache-Control: no-store`: a cached copy would carry a stale nonce.
 *
 * The prerendered home gets its canonical and hreflang links at the site's address (`siteOrigin`: PUBLIC_BASE_URL,
 * else the request's own), which the build cannot know; without `addresses` the request's own origin.
 */
export function staticSites(distDir: string, addresses: Pick<AppConfig, 'publicBaseUrl' | 'publicBaseUrlSet'> = { publicBaseUrl: '', publicBaseUrlSet: false }) {
  const sites = [
    { prefix: '/admin', root: resolve(distDir, 'web-admin') },
    { prefix: '', root: resolve(distDir, 'web-public') },
  ];

  return async (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const site = sites.find((s) => s.prefix === '' || ctx.path === s.prefix || ctx.path.startsWith(`${s.prefix}/`))!;
    if (!existsSync(join(site.root, 'index.html'))) return next();
    const relative = ctx.path.slice(site.prefix.length) || '/';

    const isAsset = relative.startsWith('/assets/');
    if (relative.endsWith('.html') && serveNonced(ctx, site.root, relative)) return;
    if (relative !== '/' && !relative.endsWith('/')) {
      try {
        await send(ctx, relative, {
          root: site.root,
          brotli: false,
          gzip: false,
          setHeaders: (res) => {
            const html = relative.endsWith('.html');
            res.setHeader('Cache-Control', isAsset ? 'public, max-age=31536000, immutable' : html ? 'no-cache' : 'public, max-age=3600');
          },
        });
        return;
      } catch (error) {
        if ((error as { status?: number }).status !== 404) throw error;
        // A missing hashed asset is a real 404, not a page.
        if (isAsset || /\.[a-z0-9]{2,5}$/i.test(relative)) {
          ctx.status = 404;
          ctx.body = 'Not found';
          return;
        }
      }
    }
    // An address that names no page of the public site: its app draws the "not found" page, answered 404.
    const unknownPage = site.prefix === '' && !isSitePage(relative);
    const chosen = pageLanguage(ctx.querystring, ctx.get('cookie'));
    const home = relative === '/' || !existsSync(join(site.root, 'app.html'));
    const shell = home ? homeIn(ctx, site.root, chosen) : 'app.html';
    const preloaded = shell === 'app.html' ? appShellFor(site.root, relative, appLanguage(ctx, chosen)) : null;
    // The Hindi home or app shell because of the `lang` cookie (an address that names no language): this visitor's
    // answer alone, as the listing and details pages do (Hindi is public only at its own addresses, `?lang=hi`).
    const htmlCache = chosen.from === 'cookie' && chosen.language !== DEFAULT_LANGUAGE && (shell === 'index.hi.html' || shell === 'app.html') ? 'private, no-cache' : 'no-cache';
    if (preloaded) {
      ctx.type = 'html';
      ctx.set('Cache-Control', htmlCache);
      ctx.etag = preloaded.etag;
      ctx.body = preloaded.html;
      if (unknownPage) ctx.status = 404;
      else if (ctx.fresh) {
        ctx.status = 304;
        ctx.body = null;
      }
      return;
    }
    if (serveNonced(ctx, site.root, shell)) return;
    // The home at its canonical address: `/?lang=hi` is the Hindi home's own; the Hindi home by the cookie is the
    // English address's, drawn for this visitor (as the listing and details pages say it).
    const canonical = withLanguageParam('/', chosen.from === 'address' && chosen.language !== DEFAULT_LANGUAGE ? chosen.language : null);
    if (relative === '/' && serveHome(ctx, join(site.root, shell), { origin: siteOrigin(ctx, addresses), canonical, cacheControl: htmlCache })) return;
    await send(ctx, shell, {
      root: site.root,
      setHeaders: (res) => res.setHeader('Cache-Control', htmlCache),
    });
    if (unknownPage) {
      ctx.status = 404;
      return;
    }
    // The home in two languages: an ETag per file, so a revalidation of the English home never gets a 304 for the
    // Hindi one (both files have the same build time, and Last-Modified alone would match).
    if (home) ctx.etag = fileTag(join(site.root, shell));
    // koa-send sets Last-Modified: a browser revalidating the shell gets a 304 instead of the whole page.
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
    }
  };
}

/** The request's language and where it came from (the address, the `lang` cookie, the default). */
type ServedLanguage = ReturnType<typeof pageLanguage>;

/**
 * The prerendered home in the visitor's language: index.hi.html when the address asks for Hindi
 * (`/?lang=hi`) or, without `lang` in the address, the `lang` cookie does; else index.html. A site without a
 * Hindi home (the console) always gets index.html. When the cookie decides, the answer depends on it: `Vary: Cookie`.
 */
function homeIn(ctx: Context, root: string, chosen: ServedLanguage): string {
  if (!existsSync(join(root, 'index.hi.html'))) return 'index.html';
  const { language, from } = chosen;
  if (from !== 'address') ctx.vary('Cookie');
  return language === 'hi' ? 'index.hi.html' : 'index.html';
}

/** Where a prerendered home takes its canonical and hreflang links (web-public/index.html, vite.config.ts). */
export const HOME_LINKS_MARK = '<!--home:links-->';

/**
 * At most this many copies of one home (site address × canonical address) are kept. With PUBLIC_BASE_URL set there
 * are three (English; Hindi at `/?lang=hi`; Hindi by the cookie at `/`); without it the address is the request's
 * Host, which a client chooses, so the oldest copy goes.
 */
const HOME_COPIES = 16;

/** The prerendered homes holding the links mark, by path, re-read when the file changes (a rebuild), with their copies. */
const homes = new Map<string, { mtimeMs: number; html: string | null; copies: Map<string, { html: string; etag: string }> }>();

/**
 * Serves the prerendered home at `path` with its canonical link and hreflang alternates (as the listing and details
 * pages write them) in place of the mark: made once per site address and canonical address, then kept, so a request
 * costs a stat and a map look-up. An ETag per copy (a revalidation of the English home never gets a 304 for the Hindi
 * one); Last-Modified as the file's, as before. False when the file has no mark (an older build) or is missing.
 * With the site's address unknown (`origin` null: no PUBLIC_BASE_URL and a request without a usable Host, such as an
 * HTTP/1.0 health check) the mark is left empty: the home is served without these links, which must be absolute.
 */
function serveHome(ctx: Context, path: string, page: { origin: string | null; canonical: string; cacheControl: string }): boolean {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return false;
  }
  let file = homes.get(path);
  if (!file || file.mtimeMs !== stat.mtimeMs) {
    const html = readFileSync(path, 'utf8');
    file = { mtimeMs: stat.mtimeMs, html: html.includes(HOME_LINKS_MARK) ? html : null, copies: new Map() };
    homes.set(path, file);
  }
  if (file.html === null) return false;
  const key = `${page.origin} ${page.canonical}`;
  let copy = file.copies.get(key);
  if (!copy) {
    const html = file.html.replace(HOME_LINKS_MARK, () => canonicalLink(page.origin, page.canonical) + languageAlternates(page.origin, '/'));
    copy = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
    if (file.copies.size >= HOME_COPIES) file.copies.delete(file.copies.keys().next().value!);
    file.copies.set(key, copy);
  }
  ctx.type = 'html';
  ctx.set('Cache-Control', page.cacheControl);
  ctx.lastModified = stat.mtime;
  ctx.etag = copy.etag;
  ctx.body = copy.html;
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
  return true;
}

function fileTag(path: string): string {
  const stat = statSync(path);
  return `W/"${createHash('sha1').update(`${path}:${stat.size}:${stat.mtimeMs}`).digest('base64url')}"`;
}

interface RoutePreload {
  pattern: string;
  files: string[];
}

/**
 * The app shell's language: the visitor's (`?lang=`, else the `lang` cookie). For Hindi the shell says
 * `lang="hi"` and preloads the Hindi catalogue with the app (one round trip less before the first paint); the
 * shell then depends on the cookie.
 */
function appLanguage(ctx: Context, chosen: ServedLanguage): Language {
  const { language, from } = chosen;
  if (from !== 'address') ctx.vary('Cookie');
  return language;
}

/**
 * app.html, route-preloads.json and language-chunks.json of one build, read once per process (a build happens
 * before start), with the shells made from them (by route and language: a few, each made once).
 */
const shells = new Map<
  string,
  { html: string; routes: { pattern: RegExp; links: string }[]; hindi: string; made: Map<string, { html: string; etag: string } | null> } | null
>();

const preloadLinks = (files: string[]) => files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

/**
 * The app shell for a route whose page code the build listed in `route-preloads.json` (web-public/vite.config.ts):
 * app.html with modulepreload links for that page's chunks, so they download with the app instead of after it;
 * for a Hindi reader also the Hindi catalogue's (`language-chunks.json`) and `lang="hi"`. Null for other routes in
 * English, or when the build has no such list.
 */
function appShellFor(root: string, path: string, language: Language): { html: string; etag: string } | null {
  if (!shells.has(root)) {
    const listFile = join(root, 'route-preloads.json');
    if (!existsSync(listFile)) shells.set(root, null);
    else {
      const routes = (JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreload[]).map((route) => ({
        pattern: new RegExp(route.pattern),
        links: preloadLinks(route.files),
      }));
      const languageFile = join(root, 'language-chunks.json');
      const hindi = existsSync(languageFile) ? preloadLinks((JSON.parse(readFileSync(languageFile, 'utf8')) as { hi?: string[] }).hi ?? []) : '';
      shells.set(root, { html: readFileSync(join(root, 'app.html'), 'utf8'), routes, hindi, made: new Map() });
    }
  }
  const shell = shells.get(root);
  if (!shell) return null;
  const routeIndex = shell.routes.findIndex((r) => r.pattern.test(path));
  const route = routeIndex === -1 ? undefined : shell.routes[routeIndex];
  const hindi = language === 'hi' ? shell.hindi : '';
  const key = `${routeIndex} ${hindi ? 'hi' : ''}`;
  let made = shell.made.get(key);
  if (made === undefined) {
    made = null;
    if ((route || hindi) && shell.html.includes('</head>')) {
      let html = shell.html.replace('</head>', `${route?.links ?? ''}${hindi}</head>`);
      if (hindi) html = html.replace(/<html lang="[^"]*">/, '<html lang="hi">');
      made = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
    }
    shell.made.set(key, made);
  }
  return made;
}

/** HTML files holding the nonce placeholder, by path, re-read when the file changes (a rebuild). */
const noncedFiles = new Map<string, { mtimeMs: number; html: string | null }>();

/** Serves `file` with this response's CSP nonce when it holds the placeholder; false when it does not (or is missing). */
function serveNonced(ctx: Context, root: string, file: string): boolean {
  const path = resolve(root, `.${file.startsWith('/') ? file : `/${file}`}`);
  if (!path.startsWith(`${root}/`)) return false;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return false;
  }
  let cached = noncedFiles.get(path);
  if (!cached || cached.mtimeMs !== mtimeMs) {
    const html = readFileSync(path, 'utf8');
    cached = { mtimeMs, html: html.includes(CSP_NONCE_PLACEHOLDER) ? html : null };
    noncedFiles.set(path, cached);
  }
  if (cached.html === null) return false;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = cached.html.replaceAll(CSP_NONCE_PLACEHOLDER, cspNonce(ctx));
  return true;
}
