import Router from '@koa/router';
import type { Container } from 'inversify';
import Koa, { type Context, type Next } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { Authenticate } from '../../application/auth/authenticate.use-case.js';
import { AppConfig } from '../config.js';
import { containsNul } from './list-params.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { consoleGuard } from './simple-rest/console-guard.js';
import { mediaFiles, mediaFilesNeeds } from './gallery/media-files.js';
import { reconfirmPage, reconfirmPageNeeds } from './reconfirm-page/reconfirm-page.js';
import { alertLinkPages, alertLinkPagesNeeds } from './alert-link-pages/alert-link-pages.js';
import { receiptPage, receiptPageNeeds } from './receipt-page/receipt-page.js';
import { RENT_RECEIPT_FORM_LIMIT, RENT_RECEIPT_PATH, rentReceiptPage, rentReceiptPageNeeds } from './rent-receipt-page/rent-receipt-page.js';
import { guidePages, guidePagesNeeds } from './guide-pages/guide-pages.js';
import { helpPage, helpPageNeeds } from './help-page/help-page.js';
import { rentTrendsPage, rentTrendsPageNeeds } from './rent-trends-page/rent-trends-page.js';
import { guards } from './auth-middleware.js';
import { errorMiddleware } from './error-middleware.js';
import { resolveAll } from '../typed-binding.js';
import { staticSites } from './static-sites.js';
import { publicPages, publicPagesNeeds } from './public-pages/public-pages.js';
import { Logger } from '../../application/shared/ports/logger.port.js';
import { ImageStorage } from '../../application/properties/ports/image-storage.port.js';
import { compression } from './compression.js';
import { replicaPreference } from './replica-preference.js';
import { methodGuard } from './method-guard.js';
import { requestLog } from './request-log.js';
import { metricsEndpoint, requestMetrics } from './metrics.js';
import { Metrics } from '../metrics/prometheus-metrics.js';
import { requestOrigin } from './request-origin.js';
import { nameLinkRoutes } from './server-page.js';
import { securityHeaders } from './security-headers.js';
import { CONSOLE_ROUTES, ENVELOPE_ROUTES } from './api-routes.js';
import { routersOf } from './shared/route.js';
import { rateLimitedLog } from '../logging/rate-limited-log.js';

export const API_PREFIX = '/api/v1';

/** PostgreSQL text cannot hold NUL: refuse it at the edge (400) instead of failing in the database (500). */
function rejectNulBytes(ctx: Context, next: Next) {
  if (ctx.path.startsWith('/api/') && (ctx.querystring.toLowerCase().includes('%00') || containsNul(ctx.request.body))) {
    throw new ValidationError({}, 'TEXT_NUL');
  }
  return next();
}

/** The origin photos are served from when it is not this server (a CDN in front of /media, MEDIA_PUBLIC_BASE_URL), for the CSP's img-src. */
function imageOrigin(container: Container): string | null {
  try {
    return new URL(container.get<ImageStorage>(ImageStorage).publicUrl('probe')).origin;
  } catch {
    return null; // a relative URL: served here under /media
  }
}

/**
 * Every router under /api/v1/admin, behind consoleGuard: the declared groups of CONSOLE_ROUTES (api-routes.ts), the
 * console's simple-rest resources and the spec's admin-only people calls. Each gets the use cases it calls,
 * resolved here once.
 */
export function consoleRouters(container: Container, guard: ReturnType<typeof guards> = guards(container.get(Authenticate))): Router[] {
  return routersOf(CONSOLE_ROUTES, container, guard);
}

/** The spec's envelope API (envelope/): public, signed-in and role routes, each guarded on its route, and the admin sign-in. */
export function envelopeRouters(container: Container, guard: ReturnType<typeof guards>): Router[] {
  return [
    ...routersOf(ENVELOPE_ROUTES, container, guard),
  ];
}

/** Codes of a connection the client closed or broke (an upload cut off mid-body parses as an invalid end of stream). */
const CLIENT_GONE_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED', 'HPE_INVALID_EOF_STATE']);

/** Whether an error only says the client went away (its request aborted, its connection closed). */
export function isClientGone(error: NodeJS.ErrnoException, ctx?: Pick<Context, 'req'>): boolean {
  if (CLIENT_GONE_CODES.has(String(error.code))) return true;
  return Boolean(ctx?.req.destroyed && (error.code === 'ERR_STREAM_DESTROYED' || error.message === 'aborted'));
}

/** The Koa application: API under /api/v1, console at /admin, public site at /. */
export function createHttpApp(container: Container, options: { logger?: Logger; /** also told of every unexpected error (tests) */ log?: (error: unknown) => void } = {}): Koa {
  const config = container.get<AppConfig>(AppConfig);
  // Behind one proxy, trust only the address it appends (the client controls the rest of X-Forwarded-For).
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxy ? 1 : 0 });
  const logger = options.logger ?? container.get<Logger>(Logger);

  // What Koa reports after the answer started (a stream failing mid-way, a client hanging up): a client that
  // went away (a phone losing signal mid-upload) is routine, an info line, at most 10 a minute; anything else is an
  // error line, with the request id.
  const clientGone = rateLimitedLog(logger, 'info', 'client went away', { perMinute: 10 });
  app.on('error', (error: NodeJS.ErrnoException, ctx?: Context) => {
    const fields = { request_id: ctx?.state.requestId, method: ctx?.method, route: ctx ? String((ctx as Context & { _matchedRoute?: string })._matchedRoute ?? ctx.path) : undefined };
    if (isClientGone(error, ctx)) clientGone({ ...fields, code: error.code });
    else logger.error('response stream failed', { err: error, ...fields });
  });
  app.use(requestLog(logger));
  const metrics = container.get(Metrics);
  app.use(requestMetrics(metrics)); // Prometheus: requests by route template, method, status (adapters/metrics)
  app.use(metricsEndpoint(metrics, config.metrics.token)); // GET /metrics with the METRICS_TOKEN bearer only
  app.use(requestOrigin); // the client address, for the audit log's "from where" (request-origin.ts)
  app.use(nameLinkRoutes); // an SMS link's token never reaches a log line: its route is named instead (server-page.ts)
  app.use(
    errorMiddleware((error, ctx) => {
      logger.error('unexpected error', { err: error, method: ctx.method, route: String((ctx as Context & { _matchedRoute?: string })._matchedRoute ?? ctx.path) });
      options.log?.(error);
    }),
  );
  app.use(securityHeaders(config, { imageOrigin: imageOrigin(container) }));
  app.use(methodGuard);
  app.use(compression());
  const bodyParser = (limit: string) =>
    koaBody({
      jsonLimit: limit,
      formLimit: limit,
      textLimit: limit,
      jsonStrict: true,
      parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
    });
  const bodies = bodyParser('100kb');
  // The rent receipt generator's form (a dozen short fields, posted by anyone): a much smaller body than the API's.
  const smallForm = bodyParser(RENT_RECEIPT_FORM_LIMIT);
  app.use((ctx, next) => (ctx.path === RENT_RECEIPT_PATH || ctx.path === `${RENT_RECEIPT_PATH}/` ? smallForm : bodies)(ctx, next));

  app.use(rejectNulBytes);
  app.use(replicaPreference); // reads of people not signed in may come from the hot standby (DATABASE_READ_URL)

  const guard = guards(container.get(Authenticate));
  const api = new Router({ prefix: API_PREFIX });
  const admin = new Router({ prefix: API_PREFIX });
  for (const router of consoleRouters(container, guard)) admin.use(router.routes());

  for (const router of envelopeRouters(container, guard)) api.use(router.routes());
  // A known path with another method answers 405 with Allow (the error middleware writes the envelope), not 404.
  // Console resources: admin only, every path under /api/v1/admin but sign-in (guard by mount, before any 404/405).
  app.use(consoleGuard(API_PREFIX, guard.requireAdmin));
  app.use(admin.routes()).use(admin.allowedMethods());
  app.use(api.routes()).use(api.allowedMethods());
  app.use(mediaFiles(resolveAll(container, mediaFilesNeeds))); // every photo, local or S3 (the bucket stays private)
  app.use(reconfirmPage(resolveAll(container, reconfirmPageNeeds))); // /o/<token>: the owner's one-tap link from the reminder SMS
  app.use(alertLinkPages(resolveAll(container, alertLinkPagesNeeds))); // /s/<code>, /s/stop/<token>: a search-alert SMS's links
  app.use(rentReceiptPage(resolveAll(container, rentReceiptPageNeeds))); // /rent-receipt: the public rent receipt generator (no script)
  app.use(receiptPage(resolveAll(container, receiptPageNeeds))); // /r/<code>: a tenancy receipt's public verification page (no script)
  app.use(guidePages(resolveAll(container, guidePagesNeeds))); // /guides, /guides/<slug>: the published guides (no script)
  app.use(helpPage(resolveAll(container, helpPageNeeds))); // /help: customer service's answers, hours and numbers
  app.use(rentTrendsPage(resolveAll(container, rentTrendsPageNeeds))); // /rent-trends/<city>[/<locality>]: rent trends (no script)
  // The listing and details pages as HTML rendered per request (docs/adr/0009); everything else, or a failure, the static sites.
  app.use(publicPages(resolveAll(container, publicPagesNeeds), { distDir: config.staticDir, logger }));
  app.use(staticSites(config.staticDir, config)); // the home's canonical and hreflang links name the site's address
  return app;
}
