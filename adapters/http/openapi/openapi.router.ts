import Router from '@koa/router';
import { apiDocument } from '../api-routes.js';
import { cspNonce } from '../security-headers.js';
import { PAGE_NONCE, renderOpenApiPage } from './openapi-page.js';

/** GET /openapi.json (the OpenAPI 3.1 document) and GET /docs (the same document as a page). Public. */
export function openApiRouter(): Router {
  const router = new Router();
  let page: string | undefined;

  router.get('/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = apiDocument();
  });

  // Rendered once on the server; each answer only gets its own CSP nonce on the page's <style> (no script at all).
  router.get('/docs', (ctx) => {
    page ??= renderOpenApiPage(apiDocument());
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page.replaceAll(PAGE_NONCE, cspNonce(ctx));
  });

  return router;
}
