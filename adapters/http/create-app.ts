import Router from '@koa/router';
import type { Container } from 'inversify';
import Koa, { type Context, type Next } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import compress from 'koa-compress';
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
import { guards } from './auth-middleware.js';
import { errorMiddleware } from './error-middleware.js';
import { authRouter } from './public/auth.router.js';
import { leadsRouter } from './public/leads.router.js';
import { propertiesRouter } from './public/properties.router.js';
import { systemRouter } from './public/system.router.js';
import { usersRouter } from './public/users.router.js';
import { staticSites } from './static-sites.js';

export const API_PREFIX = '/api/v1';

/** PostgreSQL text cannot hold NUL: refuse it at the edge (400) instead of failing in the database (500). */
function rejectNulBytes(ctx: Context, next: Next) {
  if (ctx.path.startsWith('/api/') && (ctx.querystring.toLowerCase().includes('%00') || containsNul(ctx.request.body))) {
    throw new ValidationError({}, 'Text must not contain NUL characters.');
  }
  return next();
}

function securityHeaders(ctx: Context, next: Next) {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('X-Frame-Options', 'SAMEORIGIN');
  if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', ctx.response.get('Cache-Control') || 'no-store');
  return next();
}

/** The Koa application: API under /api/v1, console at /admin, public site at /. */
export function createHttpApp(container: Container, options: { log?: (error: unknown) => void } = {}): Koa {
  const config = container.get<AppConfig>(AppConfig);
  // Behind one proxy, trust only the address it appends (the client controls the rest of X-Forwarded-For).
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxy ? 1 : 0 });
  const log = options.log ?? ((error: unknown) => console.error(error));

  app.use(errorMiddleware((error, ctx) => log(Object.assign(error as object, { request: `${ctx.method} ${ctx.path}` }))));
  app.use(securityHeaders);
  app.use(compress({ threshold: 1024, br: false }));
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
  // Console resources: admin only, whatever the route.
  admin.use(
    [
      '/admin/leads', '/admin/queries', '/admin/users', '/admin/user', '/admin/post-property', '/admin/post-project', '/admin/property-request',
      '/admin/tenants', '/admin/owner', '/admin/rider', '/admin/rides', '/admin/rider-applications',
    ],
    guard.requireAdmin,
  );
  for (const router of [
    consoleLeadsRouter(container), consoleUsersRouter(container), consolePropertiesRouter(container), consoleCatalogueRouter(container),
    peopleRouter(container), consolePeopleRouter(container), consoleRidesRouter(container),
  ]) admin.use(router.routes());

  for (const router of [systemRouter(container), authRouter(container, guard), usersRouter(container, guard), leadsRouter(container, guard), propertiesRouter(container, guard), propertyRequestsRouter(container, guard), galleryRouter(container, guard), ridesRouter(container, guard), adminAuthRouter(container)]) {
    api.use(router.routes());
  }
  // A known path with another method answers 405 (with Allow), not 404.
  app.use(admin.routes()).use(admin.allowedMethods({ throw: true }));
  app.use(api.routes()).use(api.allowedMethods({ throw: true }));
  if (config.storage.provider === 'local') app.use(mediaFiles(container));
  app.use(staticSites(config.staticDir));
  return app;
}
