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
 *
 * Null when the address is unknown: PUBLIC_BASE_URL unset and the request names no usable origin (an HTTP/1.0
 * request without Host, as load-balancer and uptime checks send; a Host that is not a host and port, such as `a b`,
 * `[::1`, `a:99999` or `a/b`; a forwarded protocol other than http or https). The pages are then served without
 * the links that must be absolute (canonical, hreflang, og:url, og:image), never failed.
 */
export function siteOrigin(ctx: Context, config: Pick<AppConfig, 'publicBaseUrl' | 'publicBaseUrlSet'>): string | null {
  if (config.publicBaseUrlSet) return config.publicBaseUrl;
  const host = ctx.host;
  // Only a host and port: `evil.example/path` or `user@evil.example` would parse as another address.
  if (!host || /[/?#@\\]/.test(host)) return null;
  let url: URL;
  try {
    url = new URL(`${ctx.protocol}://${host}`);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

/**
 * `url` as an absolute URL on the site (a CDN's absolute URL is kept); null when it cannot be one (a path while the
 * site's address is unknown, `origin` null).
 */
export function absoluteUrl(origin: string | null, url: string): string | null {
  try {
    return new URL(url, origin === null ? undefined : `${origin}/`).href;
  } catch {
    return null;
  }
}

/** `<link rel="canonical">` naming the page at `url` (its path and query) on the site; '' when its address is unknown. */
export function canonicalLink(origin: string | null, url: string): string {
  const href = absoluteUrl(origin, url);
  return href === null ? '' : `<link rel="canonical" href="${escapeHtml(href)}" />`;
}

/**
 * `<link rel="alternate" hreflang>` for each language of the page at `url` (its path and query): English at the
 * address without `lang`, Hindi with `?lang=hi`; English is also the default (`x-default`). The server-rendered
 * pages and the prerendered home write them alike (docs/contexts/share-cards.md). None when the site's address is unknown
 * (`origin` null): search engines take only absolute URLs here.
 */
export function languageAlternates(origin: string | null, url: string): string {
  if (origin === null) return '';
  const link = (hreflang: string, path: string) => {
    const href = absoluteUrl(origin, path);
    return href === null ? '' : `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
  };
  const english = withLanguageParam(url, null);
  return link('en', english) + link('hi', withLanguageParam(url, 'hi')) + link('x-default', english);
}
