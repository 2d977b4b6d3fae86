import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { CSP_NONCE_PLACEHOLDER, cspNonce } from './security-headers.js';

/**
 * Serves the two front-end builds: the console under /admin, the public site everywhere else. Hashed
 * assets are cached for a year; HTML is revalidated so a deploy shows at once. A site's root gets its
 * index.html; unknown paths that are not files get the app's shell (client-side routing): `app.html` when
 * the build has one (the public site, whose index.html is the prerendered home, see docs/adr/0005), else
 * index.html. API paths never do.
 *
 * An HTML file holding the CSP nonce placeholder (the console's index.html, for its emotion styles) gets the
 * response's nonce in its place and `Cache-Control: no-store`: a cached copy would carry a stale nonce.
 */
export function staticSites(distDir: string) {
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
    const shell = relative === '/' || !existsSync(join(site.root, 'app.html')) ? 'index.html' : 'app.html';
    const preloaded = shell === 'app.html' ? appShellFor(site.root, relative) : null;
    if (preloaded) {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.etag = preloaded.etag;
      ctx.body = preloaded.html;
      if (ctx.fresh) {
        ctx.status = 304;
        ctx.body = null;
      }
      return;
    }
    if (serveNonced(ctx, site.root, shell)) return;
    await send(ctx, shell, {
      root: site.root,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    });
    // koa-send sets Last-Modified: a browser revalidating the shell gets a 304 instead of the whole page.
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
    }
  };
}

interface RoutePreload {
  pattern: string;
  files: string[];
}

/** app.html and route-preloads.json of one build, read once per process (a build happens before start). */
const shells = new Map<string, { html: string; routes: { pattern: RegExp; links: string }[] } | null>();

/**
 * The app shell for a route whose page code the build listed in `route-preloads.json` (web-public/vite.config.ts):
 * app.html with modulepreload links for that page's chunks, so they download with the app instead of after it.
 * Null for other routes, or when the build has no such list.
 */
function appShellFor(root: string, path: string): { html: string; etag: string } | null {
  if (!shells.has(root)) {
    const listFile = join(root, 'route-preloads.json');
    if (!existsSync(listFile)) shells.set(root, null);
    else {
      const routes = (JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreload[]).map((route) => ({
        pattern: new RegExp(route.pattern),
        links: route.files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
      }));
      shells.set(root, { html: readFileSync(join(root, 'app.html'), 'utf8'), routes });
    }
  }
  const shell = shells.get(root);
  const route = shell?.routes.find((r) => r.pattern.test(path));
  if (!shell || !route || !shell.html.includes('</head>')) return null;
  const html = shell.html.replace('</head>', `${route.links}</head>`);
  return { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
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
