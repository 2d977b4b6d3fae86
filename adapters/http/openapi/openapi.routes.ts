import { Type } from '@sinclair/typebox';
import type { OpenApiDocument } from '../contract/openapi.js';
import { cspNonce } from '../security-headers.js';
import { declareRoutes } from '../shared/route.js';
import { PAGE_NONCE, renderOpenApiPage } from './openapi-page.js';

/** The OpenAPI document's own shape (only its top: the validation test checks the rest). */
const OpenApiDocumentSchema = Type.Object(
  {
    openapi: Type.Literal('3.1.0'),
    info: Type.Object({ title: Type.String(), version: Type.String() }, { additionalProperties: true }),
    paths: Type.Record(Type.String(), Type.Object({}, { additionalProperties: true })),
    components: Type.Object({ schemas: Type.Record(Type.String(), Type.Object({}, { additionalProperties: true })) }, { additionalProperties: true }),
  },
  { additionalProperties: true },
);

/**
 * GET /openapi.json (the OpenAPI 3.1 document) and GET /docs (the same document as a page). Public. `document`
 * is the API's (api-routes.ts), read when first asked for: the document describes these two routes as well.
 */
export function openApiRoutes(document: () => OpenApiDocument) {
  let page: string | undefined;
  return declareRoutes({}, { tag: 'System', dialect: 'envelope' }, (route) => [
    route({
      method: 'GET',
      path: '/openapi.json',
      access: 'public',
      summary: 'This document (OpenAPI 3.1)',
      ok: [{ status: 200, schema: OpenApiDocumentSchema }],
      handle: async ({ ctx }) => {
        ctx.set('Cache-Control', 'public, max-age=300');
        return document();
      },
    }),
    // Rendered once on the server; each answer only gets its own CSP nonce on the page's <style> (no script at all).
    route({
      method: 'GET',
      path: '/docs',
      access: 'public',
      summary: 'This document as a page',
      ok: [{ status: 200, schema: Type.String(), contentType: 'text/html' }],
      handle: async ({ ctx }) => {
        page ??= renderOpenApiPage(document());
        ctx.set('Cache-Control', 'no-store');
        ctx.type = 'text/html; charset=utf-8';
        return page.replaceAll(PAGE_NONCE, cspNonce(ctx));
      },
    }),
  ]);
}
