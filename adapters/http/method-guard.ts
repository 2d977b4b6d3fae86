import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Context, Next } from 'koa';
import { edgeErrorBody } from './error-middleware.js';

/** Every method some route of this server answers (the routers' own list). */
export const IMPLEMENTED_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The sites, photos and every other path outside the API are read-only. */
export const SITE_METHODS = 'GET, HEAD, OPTIONS';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** `/o/<token>`: the reminder SMS's short link, whose page posts its form back to itself. */
const FORM_PAGE = /^\/o\/[^/]+\/?$/;
/** `/s/stop/<token>`: a search-alert SMS's stop link, whose page posts Stop / Undo back to itself (adapters/http/alert-link-pages/). */
const ALERT_STOP_PAGE = /^\/s\/stop\/[^/]+\/?$/;
/** `/rent-receipt`: the public rent receipt generator, whose form posts back to it (adapters/http/rent-receipt-page/). */
const RENT_RECEIPT_PAGE = /^\/rent-receipt\/?$/;

/**
 * Outside /api, before anything reads the request (body parser, static files): a method other than
 * GET/HEAD/OPTIONS (POST, DELETE, but also TRACE, PROPFIND, MKCOL, LINK, PURGE, SEARCH...) is a 405 with
 * `Allow`, and OPTIONS a 204 with `Allow`. Inside /api the routers answer per route (create-app.ts and the
 * error middleware): 405 with the route's `Allow` for a method it does not take, whatever the method.
 *
 * Why 405 and not 501 for WebDAV-style methods: Node's parser answers 400 itself to a method it does not
 * know, so every method that reaches us is a registered HTTP method, one RFC 9110 15.5.6 lets a server answer
 * 405 for ("known by the origin server but not supported by the target resource"). No input gets a 5xx.
 */
export function methodGuard(ctx: Context, next: Next) {
  if (isApiPath(ctx.path) || ctx.method === 'GET' || ctx.method === 'HEAD') return next();
  // The pages outside /api a form posts to: the SMS links' pages and the rent receipt generator.
  const formPage = FORM_PAGE.test(ctx.path) || ALERT_STOP_PAGE.test(ctx.path) || RENT_RECEIPT_PAGE.test(ctx.path);
  if (formPage && ctx.method === 'POST') return next();
  ctx.set('Allow', formPage ? `${SITE_METHODS}, POST` : SITE_METHODS);
  ctx.status = ctx.method === 'OPTIONS' ? 204 : 405;
}

/**
 * CONNECT never reaches Koa: Node emits it on the server, and without a listener drops the connection
 * silently. Answer it like any other method a path does not take.
 */
export function refuseConnect(server: Server): void {
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    const body = JSON.stringify(edgeErrorBody('METHOD_NOT_ALLOWED'));
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${SITE_METHODS}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
