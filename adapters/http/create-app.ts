import Router from '@koa/router';
import type { Container } from 'inversify';
import Koa, { type Context, type Next } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { Authenticate } from '../../application/auth/authenticate.use-case.js';
import { AppConfig } from '../config.js';
import { containsNul } from './list-params.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { consoleLeadsRouter } from './admin/console-leads.router.js';
import { consoleUsersRouter } from './admin/console-users.router.js';
import { consolePropertiesRouter } from './admin/console-properties.router.js';
import { consoleCatalogueRouter } from './admin/console-catalogue.router.js';
import { consolePeopleRouter } from './admin/console-people.router.js';
import { consoleRidesRouter } from './admin/console-rides.router.js';
import { peopleRouter } from './admin/people.router.js';
import { ridesRouter } from './public/rides.router.js';
import { propertyRequestsRouter } from './public/property-requests.router.js';
import { galleryRouter, mediaFiles } from './public/gallery.router.js';
import { adminAuthRouter } from './admin/admin-auth.router.js';
import { consoleGuard } from './admin/console-guard.js';
import { guards } from './auth-middleware.js';
import { errorMiddleware } from './error-middleware.js';
import { authRouter } from './public/auth.router.js';
import { leadsRouter } from './public/leads.router.js';
import { propertiesRouter } from './public/properties.router.js';
import { systemRouter } from './public/system.router.js';
import { usersRouter } from './public/users.router.js';
import { staticSites } from './static-sites.js';
import { Logger } from '../../application/shared/ports/logger.port.js';
import { ImageStorage } from '../../application/properties/ports/image-storage.port.js';
import { compression } from './compression.js';
import { methodGuard } from './method-guard.js';
import { requestLog } from './request-log.js';
import { securityHeaders } from './security-headers.js';

export const API_PREFIX = '/api/v1';

/** PostgreSQL text cannot hold NUL: refuse it at the edge (400) instead of failing in the database (500). */
function rejectNulBytes(ctx: Context, next: Next) {
  if (ctx.path.startsWith('/api/') && (ctx.querystring.toLowerCase().includes('%00') || containsNul(ctx.request.body))) {
    throw new ValidationError({}, 'Text must not contain NUL characters.');
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

/** The console's resource routers (all under /api/v1/admin, behind consoleGuard). */
export function consoleRouters(container: Container): Router[] {
  return [
    consoleLeadsRouter(container), consoleUsersRouter(container), consolePropertiesRouter(container), consoleCatalogueRouter(container),
    peopleRouter(container), consolePeopleRouter(container), consoleRidesRouter(container),
  ];
}

/** The Koa application: API under /api/v1, console at /admin, public site at /. */
export function createHttpApp(container: Container, options: { logger?: Logger; /** also told of every unexpected error (tests) */ log?: (error: unknown) => void } = {}): Koa {
  const config = container.get<AppConfig>(AppConfig);
  // Behind one proxy, trust only the address it appends (the client controls the rest of X-Forwarded-For).
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxy ? 1 : 0 });
  const logger = options.logger ?? container.get<Logger>(Logger);

  // What Koa reports after the answer started (a stream failing mid-way, a client hanging up): a client that
  // went away is routine (debug); anything else is an error line, with the request id.
  app.on('error', (error: NodeJS.ErrnoException, ctx?: Context) => {
    const gone = error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'EPIPE' || error.code === 'ECONNABORTED';
    logger[gone ? 'debug' : 'error']('response stream failed', { err: error, request_id: ctx?.state.requestId, method: ctx?.method, route: ctx?.path });
  });
  app.use(requestLog(logger));
  app.use(
    errorMiddleware((error, ctx) => {
      logger.error('unexpected error', { err: error, method: ctx.method, route: String((ctx as Context & { _matchedRoute?: string })._matchedRoute ?? ctx.path) });
      options.log?.(error);
    }),
  );
  app.use(securityHeaders(config, { imageOrigin: imageOrigin(container) }));
  app.use(methodGuard);
  app.use(compression());
  app.use(
    koaBody({
      jsonLimit: '100kb',
      formLimit: '100kb',
      textLimit: '100kb',
      jsonStrict: true,
      parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
    }),
  );

  app.use(rejectNulBytes);

  const guard = guards(container.get(Authenticate));
  const api = new Router({ prefix: API_PREFIX });
  const admin = new Router({ prefix: API_PREFIX });
  for (const router of consoleRouters(container)) admin.use(router.routes());

  for (const router of [systemRouter(container), authRouter(container, guard), usersRouter(container, guard), leadsRouter(container, guard), propertiesRouter(container, guard), propertyRequestsRouter(container, guard), galleryRouter(container, guard), ridesRouter(container, guard), adminAuthRouter(container)]) {
    api.use(router.routes());
  }
  // A known path with another method answers 405 with Allow (the error middleware writes the envelope), not 404.
  // Console resources: admin only, every path under /api/v1/admin but sign-in (guard by mount, before any 404/405).
  app.use(consoleGuard(API_PREFIX, guard.requireAdmin));
  app.use(admin.routes()).use(admin.allowedMethods());
  app.use(api.routes()).use(api.allowedMethods());
  app.use(mediaFiles(container)); // every photo, local or S3 (the bucket stays private)
  app.use(staticSites(config.staticDir));
  return app;
}
