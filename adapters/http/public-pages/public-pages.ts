import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Next } from 'koa';
import { GetProperty } from '../../../application/properties/get-property.use-case.js';
import { ListPropertyPhotos } from '../../../application/properties/list-property-photos.use-case.js';
import { SearchProperties } from '../../../application/properties/search-properties.use-case.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import type { Logger } from '../../../application/shared/ports/logger.port.js';
import { PropertyNotFoundError } from '../../../domain/properties/properties.errors.js';
import { AppConfig } from '../../config.js';
import { MediaLinks } from '../../storage/media-links.js';
import type { Resolved } from '../../typed-binding.js';
import type { PageRenderer, RenderedPage, SearchAnswer } from '../contract/page-render.js';
import { parseUserCookie } from '../contract/session-cookie.js';
import type { PublicListingDetails } from '../contract/wire/properties.js';
import { parsePropertySearch } from '../envelope/property-search-params.js';
import { publicConfigJson } from '../envelope/system.router.js';
import { pageMeta } from '../envelope.js';
import { isUuid } from '../list-params.js';
import { imageJson, publicPropertyJson } from '../presenters.js';
import { viewVisitorKey } from '../visitor-key.js';

export const publicPagesNeeds = {
  clock: Clock,
  mediaLinks: MediaLinks,
  appConfig: AppConfig,
  searchProperties: SearchProperties,
  getProperty: GetProperty,
  listPropertyPhotos: ListPropertyPhotos,
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
 * Views: a details page counts one for a visitor without a session (the same keyed visitor hash as
 * GET /properties/{id}?view=1, so a later call by the app would not count twice; the app does not make one).
 * With a session (the `userData` cookie) it counts none: the app, started at once for a signed-in visitor, asks
 * with the session, which counts the view as theirs (or not at all for the owner or an admin), as before.
 */
export function publicPages(uses: Resolved<typeof publicPagesNeeds>, options: { distDir: string; logger: Logger }) {
  const renderFile = resolve(options.distDir, 'web-public-ssr', 'render.js');
  const templateFile = join(resolve(options.distDir, 'web-public'), 'page.html');
  let kit: { mtimeMs: number; loading: Promise<Kit | null> } | null = null;

  /** The build's renderer and template, loaded again after a rebuild; null without a build. */
  function load(): Promise<Kit | null> {
    if (!existsSync(renderFile) || !existsSync(templateFile)) return Promise.resolve(null);
    const mtimeMs = statSync(renderFile).mtimeMs;
    if (kit?.mtimeMs !== mtimeMs) {
      const loading = import(`${pathToFileURL(renderFile).href}?v=${mtimeMs}`).then(
        (module: { renderer: PageRenderer }) => {
          const template = readFileSync(templateFile, 'utf8');
          if (!template.includes(ROOT_MARK) || !template.includes(EXTRAS_MARK)) throw new Error(`${templateFile} lost its marks`);
          return { renderer: module.renderer, template, version: String(mtimeMs) };
        },
        (error: unknown) => {
          options.logger.error('the server renderer did not load: pages are served as the app shell', { err: error });
          return null;
        },
      );
      kit = { mtimeMs, loading };
    }
    return kit.loading;
  }

  const now = () => uses.clock.now();
  const config = () => publicConfigJson(uses.appConfig);

  async function listing(renderer: PageRenderer, ctx: Context, city: string): Promise<RenderedPage | { redirect: string }> {
    const plan = renderer.planListing(city, ctx.querystring);
    if (plan.kind === 'redirect') return { redirect: plan.location };
    if (plan.kind === 'unknown-city') return renderer.renderListing({ url: ctx.url, search: null, config: config() });
    // GET /properties/list's own parsing and search, and its presenter (as a visitor: no hearts).
    const query = parsePropertySearch(Object.fromEntries(new URLSearchParams(plan.apiQuery)));
    const result = await uses.searchProperties.execute(query);
    const answer: SearchAnswer = {
      data: result.items.map((p) => publicPropertyJson(p, now(), uses.mediaLinks)),
      meta: { ...pageMeta(query.page, query.limit, result.total), total_is_exact: result.totalIsExact },
    };
    return renderer.renderListing({ url: ctx.url, search: { apiQuery: plan.apiQuery, answer }, config: config() });
  }

  async function details(renderer: PageRenderer, ctx: Context, id: string): Promise<RenderedPage> {
    const counts = ctx.method === 'GET' && parseUserCookie(ctx.get('cookie')) === null;
    let found: PublicListingDetails | null = null;
    if (isUuid(id)) {
      try {
        // As a visitor (viewer null): a signed-in owner or admin previews from their own pages.
        const property = await uses.getProperty.execute({ viewer: null, propertyId: id, view: counts ? { visitorKey: viewVisitorKey(ctx, uses.appConfig.appSecret) } : undefined });
        const images = await uses.listPropertyPhotos.execute(property.id);
        const isPublic = property.isPublic(now());
        found = { ...publicPropertyJson(property, now(), uses.mediaLinks), images: images.map((i) => imageJson(i, uses.mediaLinks, isPublic)) };
      } catch (error) {
        if (!(error instanceof PropertyNotFoundError)) throw error;
      }
    }
    return renderer.renderDetails({ url: ctx.url, id, listing: found, config: config() });
  }

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const listingMatch = LISTING.exec(ctx.path);
    const detailsMatch = listingMatch ? null : DETAILS.exec(ctx.path);
    if (!listingMatch && !detailsMatch) return next();
    const current = await load();
    if (!current) return next();

    let page: RenderedPage | { redirect: string };
    try {
      page = listingMatch ? await listing(current.renderer, ctx, decode(listingMatch[1]!)) : await details(current.renderer, ctx, decode(detailsMatch![1]!));
    } catch (error) {
      options.logger.error('server rendering failed: the page is served as the app shell', { err: error, route: ctx.path });
      return next();
    }
    if ('redirect' in page) {
      ctx.status = 303;
      ctx.redirect(page.redirect);
      return;
    }

    const html = current.template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(ROOT_MARK, () => page.root)
      .replace(EXTRAS_MARK, () => page.extras);
    ctx.status = page.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', listingMatch ? LISTING_CACHE_CONTROL : DETAILS_CACHE_CONTROL);
    // Nothing in the page depends on the request's cookies or Authorization: only the encoding varies.
    ctx.vary('Accept-Encoding');
    ctx.etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    ctx.body = html;
    if (page.status === 200 && ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
    }
  };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

