import type { Context } from 'koa';
import type { AppConfig } from '../config.js';

/**
 * The site's address as a page names itself (canonical link, og:url, og:image, shared links): PUBLIC_BASE_URL when
 * set; else the request's own origin (`ctx.protocol` and `ctx.host`; Koa 3's `ctx.origin` is the Origin header),
 * which Koa reads from X-Forwarded-Proto and X-Forwarded-Host only when TRUST_PROXY=true (the app is built with `proxy: config.trustProxy`, create-app.ts), from the
 * connection and its Host header otherwise. Production should set PUBLIC_BASE_URL: a page then never repeats an
 * address a request merely claims.
 */
export function siteOrigin(ctx: Context, config: Pick<AppConfig, 'publicBaseUrl' | 'publicBaseUrlSet'>): string {
  return config.publicBaseUrlSet ? config.publicBaseUrl : `${ctx.protocol}://${ctx.host}`;
}

/** `url` as an absolute URL on the site (a CDN's absolute URL is kept). */
export function absoluteUrl(origin: string, url: string): string {
  return new URL(url, `${origin}/`).href;
}
