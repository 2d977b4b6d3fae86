import { GetFairRent } from '../../../application/rent-trends/get-fair-rent.use-case.js';
import { fairRentJson } from '../rent-trends/rent-trends.presenter.js';
import type { FairRentWire } from '../contract/wire/rent-trends.js';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Next } from 'koa';
import { GetProperty } from '../../../application/properties/get-property.use-case.js';
import { ListPropertyPhotos } from '../../../application/properties/list-property-photos.use-case.js';
import { SearchProperties } from '../../../application/properties/search-properties.use-case.js';
import { SHARE_CARD } from '../../../application/properties/ports/image-processor.port.js';
import { shareCardKey } from '../../../application/properties/share-card.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import type { Logger } from '../../../application/shared/ports/logger.port.js';
import { PropertyNotFoundError, PropertyUnderReviewError } from '../../../domain/properties/properties.errors.js';
import { AppConfig } from '../../config.js';
import { MediaLinks } from '../../storage/media-links.js';
import type { Resolved } from '../../typed-binding.js';
import type { PageRenderer, PageShare, RenderedPage } from '../contract/page-render.js';
import { DEFAULT_LANGUAGE, pageLanguage, withLanguageParam, type Language } from '../contract/language-cookie.js';
import { parseUserCookie } from '../contract/session-cookie.js';
import type { PublicListingDetails } from '../contract/wire/properties.js';
import { parsePropertySearch } from '../properties/property-search-params.js';
import { isUuid } from '../list-params.js';
import { publicConfigJson } from '../system/public-config.presenter.js';
import { publicDetailsJson, publicSearchAnswer } from '../properties/property.presenter.js';
import { absoluteUrl, canonicalLink, languageAlternates, siteOrigin } from '../site-origin.js';
import { escapeHtml, isBrowserNavigation } from '../server-page.js';
import { viewVisitorKey } from '../visitor-key.js';

export const publicPagesNeeds = {
  clock: Clock,
  mediaLinks: MediaLinks,
  appConfig: AppConfig,
  searchProperties: SearchProperties,
  getProperty: GetProperty,
  listPropertyPhotos: ListPropertyPhotos,
  getFairRent: GetFairRent,
};

const LISTING = /^\/tenant\/([^/]+)\/property-listing\/?$/;
const DETAILS = /^\/tenant\/property-details\/([^/]+)\/?$/;

/**
 * A listing page is the same HTML for everyone (rendered as a signed-out visitor sees it; a signed-in visitor's
 * navbar and hearts are drawn by the app in the browser): a CDN may keep it 30 s, as the search answers behind it
 * (GET /properties/list, `public, max-age=30`); browsers revalidate (ETag), so a deploy shows at once.
 */
export const LISTING_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';
/**
 * A details page counts a view per visit: every request must reach the server (a cache may keep the page, but
 * revalidates it each time, and gets 304 while the listing has not changed).
 */
export const DETAILS_CACHE_CONTROL = 'no-cache';

/** What one build of the public site gives: the server renderer and the page template (dist/web-public-ssr, dist/web-public/page.html). */
interface Kit {
  renderer: PageRenderer;
  template: string;
  version: string;
}

const ROOT_MARK = '<!--page:root-->';
const EXTRAS_MARK = '<!--page:extras-->';

/** A rendered page with the picture its shared link unfurls with (the details page's cover share card), as a URL. */
/** `noindex`: a page search engines should not keep (a listing under review: "This home is under review"). */
type ServedPage = RenderedPage & { image?: string; noindex?: boolean };

/** og:locale by the page's `<html lang>`. */
const LOCALES: Record<string, string> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * What a shared link of the page unfurls into, for WhatsApp, Facebook, X, Telegram and search engines: the canonical
 * link, Open Graph and Twitter tags (the details page with its cover's share card, 1200 × 630 JPEG, as a large
 * image). Every value is escaped: a listing's title is the owner's text.
 */
function shareTags(page: ServedPage, share: PageShare, options: { origin: string | null; siteName: string; lang: string | undefined }): string {
  // Null when the site's address is unknown (siteOrigin): no canonical link and no og:url then.
  const url = absoluteUrl(options.origin, share.path);
  const tag = (kind: 'property' | 'name', name: string, content: string | number) => `<meta ${kind}="${name}" content="${escapeHtml(String(content))}" />`;
  const image = page.image;
  const locale = options.lang ? LOCALES[options.lang] : undefined;
  return [
    canonicalLink(options.origin, share.path),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', options.siteName),
    ...(locale ? [tag('property', 'og:locale', locale)] : []),
    ...(url === null ? [] : [tag('property', 'og:url', url)]),
    tag('property', 'og:title', share.title),
    tag('property', 'og:description', page.description),
    ...(image
      ? [
          tag('property', 'og:image', image),
          ...(image.startsWith('https:') ? [tag('property', 'og:image:secure_url', image)] : []),
          tag('property', 'og:image:type', SHARE_CARD.contentType),
          tag('property', 'og:image:width', SHARE_CARD.width),
          tag('property', 'og:image:height', SHARE_CARD.height),
          ...(share.imageAlt ? [tag('property', 'og:image:alt', share.imageAlt)] : []),
        ]
      : []),
    tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', share.title),
    tag('name', 'twitter:description', page.description),
    ...(image ? [tag('name', 'twitter:image', image), ...(share.imageAlt ? [tag('name', 'twitter:image:alt', share.imageAlt)] : [])] : []),
  ].join('');
}

/** A failed load is tried again after this long (or at once when a file changes), not kept for ever. */
const RETRY_FAILED_LOAD_MS = 10_000;

/** The headers a details page's body depends on (whether the HTML counted the view, written in its data). */
const DETAILS_VARY = ['Sec-Fetch-Mode', 'Sec-Fetch-Dest', 'Sec-Purpose', 'Purpose'];

/**
 * The listing page (`/tenant/{city}/property-listing`, its filters from the query string) and the details page
 * (`/tenant/property-details/{id}`) as HTML rendered per request from the public site's own components (docs/adr/0009):
 * the same use cases and presenters as GET /properties/list and GET /properties/{id}, handed to the site's server
 * renderer (built by `vite build` into dist/web-public-ssr/render.js, loaded by path: adapters never import the
 * site's sources; the interface is adapters/http/contract/page-render.ts), written into dist/web-public/page.html
 * with the page's data as JSON for its island and the app.
 *
 * Any other route, a missing build, or a failure (the search or the render throwing) falls through to
 * `staticSites` and its app shell: the page then loads as the client-rendered app, as before.
 *
 * Views: a details page counts one for a visitor without a session when the request is a browser's navigation
 * (`isBrowserNavigation`; the same keyed visitor hash as GET /properties/{id}?view=1, so a later call would not
 * count twice). Otherwise its data says `viewCounted: false` and the island counts the view with that call if the
 * page runs in a browser (a bot that runs no script counts nothing). With a session (the `userData` cookie) it
 * counts none: the app, started at once for a signed-in visitor, asks with the session, which counts the view as
 * theirs (or not at all for the owner or an admin), as before.
 */
export function publicPages(uses: Resolved<typeof publicPagesNeeds>, options: { distDir: string; logger: Logger }) {
  const renderFile = resolve(options.distDir, 'web-public-ssr', 'render.js');
  const templateFile = join(resolve(options.distDir, 'web-public'), 'page.html');
  let kit: { key: string; loading: Promise<Kit | null>; failedAt: number | null } | null = null;

  async function importKit(key: string): Promise<Kit | null> {
    try {
      const module = (await import(`${pathToFileURL(renderFile).href}?v=${encodeURIComponent(key)}`)) as { renderer: PageRenderer };
      const template = readFileSync(templateFile, 'utf8');
      if (!template.includes(ROOT_MARK) || !template.includes(EXTRAS_MARK)) throw new Error(`${templateFile} lost its marks`);
      return { renderer: module.renderer, template, version: key };
    } catch (error) {
      options.logger.error('the server renderer did not load: pages are served as the app shell', { err: error });
      if (kit?.key === key) kit.failedAt = Date.now();
      return null;
    }
  }

  /**
   * The build's renderer and template, loaded again when either file changes (a rebuild writes both; a failed
   * renderer build leaves a new template naming new assets next to an old render.js, which is then reloaded too);
   * null without a build or when they do not load (tried again later: a failure is not kept).
   */
  function load(): Promise<Kit | null> {
    const [renderStat, templateStat] = [statSync(renderFile, { throwIfNoEntry: false }), statSync(templateFile, { throwIfNoEntry: false })];
    if (!renderStat || !templateStat) return Promise.resolve(null);
    const key = `${renderStat.mtimeMs}-${templateStat.mtimeMs}`;
    if (kit?.key !== key || (kit.failedAt !== null && Date.now() - kit.failedAt > RETRY_FAILED_LOAD_MS)) {
      kit = { key, loading: Promise.resolve(null), failedAt: null };
      kit.loading = importKit(key);
    }
    return kit.loading;
  }

  const now = () => uses.clock.now();
  /** The fair-rent marks of the live listings a page shows (drawn in its HTML; docs/contexts/rent-trends.md). */
  async function marksOf(listings: ReadonlyArray<{ id: string; status: string; city: string; locality: string; bhk: number; furnishing: string; rent: number }>): Promise<Record<string, FairRentWire>> {
    const live = listings.filter((l) => l.status === 'LIVE');
    const answers = await uses.getFairRent.execute(live.map((l) => ({ city: l.city, locality: l.locality, bhk: l.bhk, furnishing: l.furnishing, rent: l.rent })));
    const marks: Record<string, FairRentWire> = {};
    live.forEach((l, i) => {
      const mark = fairRentJson(answers[i] ?? null);
      if (mark) marks[l.id] = mark;
    });
    return marks;
  }
  const config = () => publicConfigJson(uses.appConfig);

  async function listing(renderer: PageRenderer, ctx: Context, city: string | null, origin: string | null, language: Language): Promise<ServedPage | { redirect: string }> {
    // A segment that is not valid percent-encoding names no city: the unknown-city page (404).
    // It is rendered at the same segment percent-encoded again (the app's router would warn on it as it stands).
    const plan = city === null ? ({ kind: 'unknown-city' } as const) : renderer.planListing(city, ctx.querystring);
    if (plan.kind === 'redirect') return { redirect: plan.location };
    if (plan.kind === 'unknown-city') {
      const url = city === null ? ctx.url.replace(/^\/tenant\/([^/?]+)/, (_, segment: string) => `/tenant/${encodeURIComponent(segment)}`) : ctx.url;
      return renderer.renderListing({ url, city: city ?? '', search: null, config: config(), origin: origin ?? '', language });
    }
    // GET /properties/list's own parsing, search and answer (as a visitor: no hearts).
    const query = parsePropertySearch(Object.fromEntries(new URLSearchParams(plan.apiQuery)));
    const result = await uses.searchProperties.execute(query);
    const answer = publicSearchAnswer(result, query, now(), uses.mediaLinks);
    const fairRents = await marksOf(answer.data);
    return renderer.renderListing({ url: ctx.url, city: plan.city, search: { apiQuery: plan.apiQuery, answer }, config: config(), origin: origin ?? '', language, fairRents });
  }

  async function details(renderer: PageRenderer, ctx: Context, id: string | null, origin: string | null, language: Language): Promise<ServedPage> {
    const visitor = parseUserCookie(ctx.get('cookie')) === null;
    const counts = ctx.method === 'GET' && visitor && isBrowserNavigation(ctx);
    let found: PublicListingDetails | null = null;
    let image: string | undefined;
    let underReview = false;
    let city: string | undefined;
    if (id !== null && isUuid(id)) {
      try {
        // As a visitor (viewer null): a signed-in owner or admin previews from their own pages.
        const property = await uses.getProperty.execute({ viewer: null, propertyId: id, view: counts ? { visitorKey: viewVisitorKey(ctx, uses.appConfig.appSecret) } : undefined });
        const images = await uses.listPropertyPhotos.execute(property.id);
        // GET /properties/{id}'s answer to a visitor.
        found = publicDetailsJson(property, images, now(), uses.mediaLinks);
        // The cover's share card: a plain /media URL (the listing is public), made on its first fetch if the upload did not.
        // None when neither the media's address nor the site's is known (og:image must be absolute).
        if (images[0]) image = absoluteUrl(origin, uses.mediaLinks.publicUrl(shareCardKey(images[0]))) ?? undefined;
      } catch (error) {
        // Under review after reports: it exists, and its page says so.
        if (error instanceof PropertyUnderReviewError) {
          underReview = true;
          city = error.city ?? undefined;
        }
        else if (!(error instanceof PropertyNotFoundError)) throw error;
      }
    }
    // A visitor's view not counted here (not a navigation, or a HEAD) is counted by the island if the page runs.
    const fairRents = found ? await marksOf([found]) : undefined;
    const page = await renderer.renderDetails({ url: ctx.url, id: id ?? '', listing: found, viewCounted: counts || !visitor, config: config(), origin: origin ?? '', underReview, city, language, fairRents });
    return { ...page, image, noindex: underReview };
  }

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const listingMatch = LISTING.exec(ctx.path);
    const detailsMatch = listingMatch ? null : DETAILS.exec(ctx.path);
    if (!listingMatch && !detailsMatch) return next();
    let current: Kit | null;
    let page: ServedPage | { redirect: string };
    // The page's language: the address's `?lang=`, else the visitor's `lang` cookie, else English.
    const served = pageLanguage(ctx.querystring, ctx.get('cookie'));
    const origin = siteOrigin(ctx, uses.appConfig);
    try {
      current = await load();
      if (!current) return next();
      const { renderer } = current;
      page = listingMatch
        ? await listing(renderer, ctx, decode(listingMatch[1]!), origin, served.language)
        : await details(renderer, ctx, decode(detailsMatch![1]!), origin, served.language);
    } catch (error) {
      options.logger.error('server rendering failed: the page is served as the app shell', { err: error, route: ctx.path });
      return next();
    }
    if ('redirect' in page) {
      ctx.status = 303;
      ctx.redirect(page.redirect);
      return;
    }

    // A page whose address names Hindi is that address's own (canonical) page; a page in Hindi by the cookie is
    // the English address's, drawn for this visitor.
    const share = page.share && served.from === 'address' ? { ...page.share, path: withLanguageParam(page.share.path, served.language === 'en' ? null : served.language) } : page.share;
    const lang = served.language;
    const html = current.template
      .replace(/<html lang="[^"]*">/, () => `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      // Both languages of a found page, for search engines (English is the default), at its canonical address (the
      // filters as the app writes them: no tracking parameters, no defaults), which search engines require of them.
      // A page under review is not one to index ("This home is under review"): no alternates, and noindex.
      .replace('</head>', () => (page.noindex ? '<meta name="robots" content="noindex" />' : page.status === 200 ? languageAlternates(origin, page.share?.path ?? ctx.url) : '') + '</head>')
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        () =>
          `<meta name="description" content="${escapeHtml(page.description)}" />` +
          (share
            ? shareTags(page, share, { origin, siteName: uses.appConfig.productName, lang })
            : `<meta property="og:title" content="${escapeHtml(page.title)}" />` + `<meta property="og:description" content="${escapeHtml(page.description)}" />`),
      )
      .replace(ROOT_MARK, () => page.root)
      .replace(EXTRAS_MARK, () => page.extras);
    ctx.status = page.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', listingMatch ? LISTING_CACHE_CONTROL : DETAILS_CACHE_CONTROL);
    // Nothing in a public page depends on the request's cookies or Authorization: the encoding varies (and, below, on
    // details, the view).
    ctx.vary('Accept-Encoding');
    if (served.from === 'cookie' && served.language !== DEFAULT_LANGUAGE) {
      // Hindi chosen by the `lang` cookie at an address that does not name it: this visitor's page alone. No shared
      // cache keeps it, so an English visitor is never served it; the address's own page (English, the same for
      // everyone who has not chosen Hindi) stays public and cacheable as before, keyed on the address only. A CDN
      // that answers a Hindi visitor with that English copy is corrected by the page's island (it goes to `?lang=hi`,
      // the Hindi page's own public address).
      ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      ctx.vary('Cookie');
    }
    // A details page's data says whether the HTML counted the view (a navigation or not).
    if (detailsMatch) for (const header of DETAILS_VARY) ctx.vary(header);
    ctx.etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    ctx.body = html;
    if (page.status === 200 && ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
    }
  };
}

/** A page in a language other than English at an address that does not name it (the `lang` cookie chose it). */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** The path segment decoded; null when it is not valid percent-encoding (no city or listing has such a name). */
function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

