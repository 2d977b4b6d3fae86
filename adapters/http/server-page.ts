import type { Context, Next } from 'koa';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { cspNonce } from './security-headers.js';

/**
 * What the small pages the server draws itself share (the SMS links' pages: the owner's one-tap reconfirmation
 * at /o/<token>, a search alert's /s/<code> and /s/stop/<token>): escaping, the link's path segment, the look,
 * the document around the page's own content, the headers of a private page, and the route the logs name
 * instead of the link. No script, a few kB: they open from an SMS on cheap phones over slow networks.
 */

/** Text for HTML content or a quoted attribute value (the public site's pages escape the same way). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A path segment as sent (percent-decoded), or '' when it is not valid percent-encoding (no link has that). */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The styles every such page has; a page appends its own rules (`style` of a ServerPage). */
const BASE_STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Devanagari",sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:30rem;margin:0 auto;padding:1rem}header{display:flex;justify-content:space-between;align-items:center;gap:.5rem;margin-bottom:1rem}
.brand{font-weight:700;color:#b45309;font-size:1.1rem}nav a{color:#1d4ed8;margin-left:.5rem}nav a[aria-current]{color:#1f2937;font-weight:600;text-decoration:none}
h1{font-size:1.3rem;margin:0 0 .5rem}.card{background:#fff;border-radius:.75rem;padding:1rem;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.title{font-weight:600;margin:0}.state{margin:0;font-weight:600}
.notice{padding:.75rem 1rem;border-radius:.5rem;margin:1rem 0}.ok{background:#dcfce7;color:#14532d}.warn{background:#fef3c7;color:#78350f}.error{background:#fee2e2;color:#7f1d1d}
form{display:grid;gap:.75rem;margin:1rem 0}button{font:inherit;font-weight:600;min-height:3rem;border-radius:.5rem;border:2px solid #15803d;background:#15803d;color:#fff;padding:.5rem 1rem}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}.help{color:#4b5563}a{color:#1d4ed8}`;

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** One answer of a family of server-drawn pages: its status, language, look, words and content. */
export interface ServerPage {
  status: number;
  language: Language;
  product: string;
  /** The family's words: its `title` (with the `{product}` in it) and its language switch's `language` label. */
  words: (language: Language, key: 'title' | 'language', params?: Record<string, string>) => string;
  /** The family's own style rules, after the shared ones. */
  style: string;
  /** The page's content (HTML, escaped by the caller). */
  content: string;
  /** The page's own address: the English / हिन्दी switch links to `self?lang=<language>`; no switch when null. */
  self: string | null;
  /**
   * A public page (the guides, the help page): indexed, kept by a cache for a few minutes (its language in the
   * address or the cookie: `Vary: Cookie`), with `head` (escaped by the caller: Open Graph tags, a canonical link)
   * and `scripts` (this site's paths: the CSP lets only this origin's scripts run) added. Otherwise the page is private.
   */
  open?: { head?: string; scripts?: readonly string[]; maxAgeSeconds?: number };
}

/** Answers with a server-drawn page: HTML with its status, private (the SMS link that opens it is a credential). */
export function answerPage(ctx: Context, page: ServerPage): void {
  ctx.status = page.status;
  ctx.type = 'text/html; charset=utf-8';
  if (page.open) {
    ctx.set('Cache-Control', page.status === 200 ? `public, max-age=${page.open.maxAgeSeconds ?? 300}` : 'no-store');
    ctx.vary('Cookie');
  } else privatePage(ctx);
  ctx.body = pageDocument(ctx, page);
}

/** The template: the whole HTML document around the page's content, its inline styles under the answer's CSP nonce. */
function pageDocument(ctx: Context, page: ServerPage): string {
  const { language, self } = page;
  const nav = self
    ? `<nav aria-label="${escapeHtml(page.words(language, 'language'))}">${LANGUAGES.map(
        (lang) => `<a href="${escapeHtml(self)}?lang=${lang}" lang="${lang}"${lang === language ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[lang]}</a>`,
      ).join('')}</nav>`
    : '';
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    (page.open ? page.open.head ?? '' : `<meta name="robots" content="noindex">`) +
    `<title>${escapeHtml(page.words(language, 'title', { product: page.product }))}</title>` +
    (page.open?.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('') +
    `<style nonce="${escapeHtml(cspNonce(ctx))}">${BASE_STYLE}\n${page.style}</style></head>` +
    `<body><main><header><span class="brand">${escapeHtml(page.product)}</span>${nav}</header>${page.content}</main></body></html>`
  );
}

/** An answer whose address is a credential: never kept by a cache, and the address never sent on as a referrer. */
export function noStoreNoReferrer(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
}

/** A page whose address is a credential: never kept by a cache, never indexed, and never sent on as a referrer. */
export function privatePage(ctx: Context): void {
  noStoreNoReferrer(ctx);
  ctx.set('X-Robots-Tag', 'noindex');
}

/**
 * Whether this GET is a person's browser opening the page (docs/adr/0009, "Views"): a top-level navigation
 * (`Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`), not a prefetch or prerender (`Sec-Purpose` /
 * `Purpose`). Crawlers, link-preview fetchers (WhatsApp, Slack ...), uptime checks and curl send no Sec-Fetch
 * headers: the HTML counts no view for them, and the page's island counts it instead when the page really runs
 * in a browser (an old browser without these headers), with GET /properties/{id}?view=1 as the app did before.
 */
export function isBrowserNavigation(ctx: Context): boolean {
  if (ctx.get('sec-fetch-mode') !== 'navigate' || ctx.get('sec-fetch-dest') !== 'document') return false;
  return !/prefetch|prerender/i.test(`${ctx.get('sec-purpose')} ${ctx.get('purpose')} ${ctx.get('x-purpose')} ${ctx.get('x-moz')}`);
}

/**
 * The SMS links whose last path segment is a credential (or opens one person's alerts), and the route the logs
 * write in its place. The pages are plain middleware, not a router, so nothing else names their route, and the
 * access log (request-log.ts) would write the path, token and all: 22 characters, too short for the log's mask.
 */
const LINK_ROUTES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/o\/[^/]+\/?$/, '/o/:token'],
  [/^\/s\/stop\/[^/]+\/?$/, '/s/stop/:token'],
  [/^\/s\/[^/]+\/?$/, '/s/:code'],
  [/^\/r\/[^/]+\/?$/, '/r/:code'],
];

/**
 * Names the route of an SMS link's request (whatever its method or answer: a page, a 405, an error), as a router
 * does for its routes, so every log line about it (the access line, an error) says `/o/:token`, never the token.
 * Goes right after the request log.
 */
export function nameLinkRoutes(ctx: Context, next: Next) {
  const route = LINK_ROUTES.find(([path]) => path.test(ctx.path));
  if (route) (ctx as Context & { _matchedRoute?: string })._matchedRoute = route[1];
  return next();
}
