import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';

/**
 * Serves the two front-end builds: the console under /admin, the public site everywhere else. Hashed
 * assets are cached for a year; HTML is revalidated so a deploy shows at once. A site's root gets its
 * index.html; unknown paths that are not files get the app's shell (client-side routing): `app.html` when
 * the build has one (the public site, whose index.html is the prerendered home, see docs/adr/0005), else
 * index.html. API paths never do.
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
    await send(ctx, shell, {
      root: site.root,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    });
  };
}
