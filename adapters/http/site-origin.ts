import type { Context } from 'koa';
import type { AppConfig } from '../config.js';
import { withLanguageParam } from './contract/language-cookie.js';
import { escapeHtml } from './server-page.js';

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

/** `<link rel="canonical">` naming the page at `url` (its path and query) on the site. */
export function canonicalLink(origin: string, url: string): string {
  return `<link rel="canonical" href="${escapeHtml(absoluteUrl(origin, url))}" />`;
}

/**
 * `<link rel="alternate" hreflang>` for each language of the page at `url` (its path and query): English at the
 * address without `lang`, Hindi with `?lang=hi`; English is also the default (`x-default`). The server-rendered
 * pages and the prerendered home write them alike (docs/reach.md).
 */
export function languageAlternates(origin: string, url: string): string {
  const link = (hreflang: string, path: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(origin, path))}" />`;
  const english = withLanguageParam(url, null);
  return link('en', english) + link('hi', withLanguageParam(url, 'hi')) + link('x-default', english);
}
