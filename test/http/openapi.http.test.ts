import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type Koa from 'koa';
import type Router from '@koa/router';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from '../../adapters/http/create-app.js';
import { buildOpenApiDocument, openApiPath, type OpenApiDocument } from '../../adapters/http/contract/openapi.js';
import { API_ROUTES } from '../../adapters/http/api-routes.js';
import { en } from '../../domain/shared/catalogue/en.js';
import { operationAnchor } from '../../adapters/http/openapi/openapi-page.js';
import { contentRangeProblem, contractRecorder } from '../support/contract-recorder.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every route the app's routers registered, as `METHOD /path` (HEAD, implied by GET, left out). */
function registeredRoutes(app: Koa): string[] {
  const routes = new Set<string>();
  for (const middleware of app.middleware as Array<{ router?: Router }>) {
    for (const layer of middleware.router?.stack ?? []) {
      for (const method of layer.methods) if (method !== 'HEAD') routes.add(`${method} ${openApiPath(layer.path as string)}`);
    }
  }
  return [...routes].sort();
}

/** Every operation of a document as `METHOD /path`. */
const documentedRoutes = (doc: OpenApiDocument, keep: (op: OpenApiDocument['paths'][string][string], path: string) => boolean = () => true) =>
  Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.entries(methods).filter(([, op]) => keep(op, path)).map(([method]) => `${method.toUpperCase()} ${path}`))
    .sort();

describe.each(databaseKinds())('the OpenAPI document (%s)', (kind) => {
  const app = useTestApp(kind);

  it('serves the document built from the catalogue at /api/v1/openapi.json', async () => {
    const res = await app.http.get('/api/v1/openapi.json').expect(200).expect('Content-Type', /application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(API_ROUTES))));
  });

  it('lists exactly the routes the routers registered: none missing, none extra', async () => {
    const doc = (await app.http.get('/api/v1/openapi.json').expect(200)).body as OpenApiDocument;
    const registered = registeredRoutes(createHttpApp(app.container));
    const byMiddleware = new Set(API_ROUTES.filter((r) => r.mountedBy === 'middleware').map((r) => `${r.method} ${openApiPath(r.path)}`));
    const documented = documentedRoutes(doc, (_op, path) => !byMiddleware.has(`GET ${path}`));
    const optional = new Set(documentedRoutes(doc, (op) => op['x-only-when'] !== undefined));

    expect(registered.length).toBeGreaterThan(90);
    expect(registered.filter((route) => !documented.includes(route)), 'registered but not in the document').toEqual([]);
    expect(documented.filter((route) => !registered.includes(route) && !optional.has(route)), 'in the document but not registered').toEqual([]);
  });

  it('the development-only routes are there exactly when their configuration is', () => {
    const registered = registeredRoutes(createHttpApp(app.container));
    expect(registered).toContain('GET /api/v1/dev/outbox'); // the local SMS/mail adapters of the test app
    expect(registered).not.toContain('POST /api/v1/dev/clock'); // DEV_CLOCK is off
    expect(registered).not.toContain('POST /api/v1/dev/jobs/{name}'); // nor its job trigger
    const optional = API_ROUTES.filter((r) => r.onlyWhen).map((r) => `${r.method} ${r.path}`);
    expect(optional.sort()).toEqual(['GET /api/v1/dev/outbox', 'POST /api/v1/dev/clock', 'POST /api/v1/dev/jobs/:name']);
  });

  it('documents /media, served by a middleware outside the routers (a missing photo is a plain-text 404)', async () => {
    const media = API_ROUTES.find((r) => r.path === '/media/:key')!;
    expect(media.mountedBy).toBe('middleware');
    const res = await app.http.get('/media/properties/nothing/here.webp').expect(404);
    expect(res.text).toBe('Not found');
    const op = buildOpenApiDocument(API_ROUTES).paths['/media/{key}']!.get!;
    expect(Object.keys(op.responses['404']!.content!)).toEqual(['text/plain']);
  });

  it('renders every operation and every schema on GET /api/v1/docs, with no script and a style that passes the CSP', async () => {
    const res = await app.http.get('/api/v1/docs').expect(200).expect('Content-Type', /text\/html/);
    const html = res.text;
    const csp = String(res.headers['content-security-policy']);
    const doc = buildOpenApiDocument(API_ROUTES);
    const missing = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method, op]) => !html.includes(`id="${operationAnchor(op)}"`) || !html.includes(`<code>${path}</code>`) || !html.includes(`m-${method}`))
        .map(([method]) => `${method} ${path}`),
    );
    expect(missing).toEqual([]);
    for (const name of Object.keys(doc.components.schemas)) expect(html).toContain(`<h3>${name}</h3>`);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handlers
    expect(html).not.toMatch(/https?:\/\/(?!json-schema\.org)/); // nothing from another origin (no CDN)
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(csp).toMatch(/script-src 'self'/);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).not.toMatch(/\sstyle="/); // no style attributes (the nonce does not cover them)
    // A new nonce per answer.
    const again = await app.http.get('/api/v1/docs').expect(200);
    expect(/<style nonce="([^"]+)">/.exec(again.text)?.[1]).not.toBe(nonce);
  });

  it('the answer recorder finds an answer that does not match its schema', async () => {
    const doc = buildOpenApiDocument(API_ROUTES);
    // A document that wrongly promises one more field on every lead.
    const lead = doc.components.schemas.Lead as { required: string[]; properties: Record<string, unknown> };
    lead.properties.promised = { type: 'string' };
    lead.required.push('promised');
    const recorder = contractRecorder(doc);
    const http = recorder.wrap(request(createHttpApp(app.container).callback()));
    await http.post('/api/v1/leads').send({ first_name: 'Asha', last_name: 'Kumari', mobile_no: '9876543210', type: 'TENANT' }).expect(201);
    await http.get('/api/v1/admin/leads').set('Authorization', `Bearer ${app.adminToken}`).expect(200);
    await http.get('/api/v1/nothing-here').expect(404);
    const found = recorder.take();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^GET \/api\/v1\/admin\/leads -> 200: .*promised/);
    expect(recorder.covered()).toContain('POST /api/v1/leads 201');
  });

  it('the answer recorder finds a body the document does not declare, and a wrong or missing Content-Range', async () => {
    const doc = buildOpenApiDocument(API_ROUTES);
    // A document that wrongly says a new lead's 201 has no body.
    delete doc.paths['/api/v1/leads']!.post!.responses['201']!.content;
    const recorder = contractRecorder(doc);
    const http = recorder.wrap(request(createHttpApp(app.container).callback()));
    await http.post('/api/v1/leads').send({ first_name: 'Asha', last_name: 'Kumari', mobile_no: '9876543211', type: 'TENANT' }).expect(201);
    const list = await http.get('/api/v1/admin/leads').set('Authorization', `Bearer ${app.adminToken}`).expect(200);
    const found = recorder.take();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^POST \/api\/v1\/leads -> 201: the document declares no body, but the answer has one/);

    const rows = list.body as unknown[];
    expect(rows.length).toBeGreaterThan(0);
    const answer = (range: string | undefined, body: unknown = rows) => ({ headers: (range === undefined ? {} : { 'content-range': range }) as Record<string, string>, body });
    expect(contentRangeProblem('/api/v1/admin/leads', answer(list.headers['content-range']))).toBeNull();
    expect(contentRangeProblem('/api/v1/admin/leads', answer(undefined))).toMatch(/no Content-Range header/);
    expect(contentRangeProblem('/api/v1/admin/leads', answer(`queries 0-${rows.length - 1}/${rows.length}`))).toMatch(/is not `leads <start>-<end>\/<total>`/);
    expect(contentRangeProblem('/api/v1/admin/leads', answer(`leads 0-${rows.length}/${rows.length + 1}`))).toMatch(/does not cover/);
    expect(contentRangeProblem('/api/v1/admin/leads', answer(`leads 0-${rows.length - 1}/0`))).toMatch(/total 0 is below/);
    expect(contentRangeProblem('/api/v1/admin/leads', answer('leads 5-5/3', []))).toBeNull();
  });
});

describe('the OpenAPI document is valid OpenAPI 3.1', () => {
  const doc = buildOpenApiDocument(API_ROUTES);
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

  it('has the 3.1 structure: version, info, paths of operations with unique ids and responses, a bearer scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.components.securitySchemes.bearer).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    expect(operations.length).toBe(API_ROUTES.length);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of operations) {
      expect(path, path).toMatch(/^\/[^\s:]*$/);
      expect(METHODS, method).toContain(method);
      expect(op.operationId).toMatch(/^[A-Za-z0-9_]+$/);
      expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(op.responses)) {
        expect(status).toMatch(/^[1-5]\d\d$/);
        expect(response.description, `${method} ${path} ${status}`).toBeTruthy();
      }
      expect(Object.keys(op.responses).some((s) => s.startsWith('2')), `${method} ${path} has a success answer`).toBe(true);
      // Every {param} of the path is a required path parameter, and only those.
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual(inPath);
      for (const p of declared) expect(p.required).toBe(true);
      // Security names a declared scheme; a non-public operation needs it and says who may call in x-roles.
      for (const requirement of op.security) for (const name of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(name);
      if (op['x-access'] === 'public') expect(op.security).toEqual([]);
      else expect(op.security).toEqual([{ bearer: [] }]);
      if (op['x-access'] === 'roles') expect(op['x-roles']!.length).toBeGreaterThan(0);
      if (op.requestBody) expect(Object.keys(op.requestBody.content).length).toBeGreaterThan(0);
    }
  });

  it('every $ref points at a component, and every schema is a valid JSON Schema 2020-12 (ajv, strict)', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas, ref).toHaveProperty(ref.replace('#/components/schemas/', ''));
    }
    expect(JSON.stringify(doc)).not.toContain('"$id"'); // named schemas are components, referred to by $ref
    const ajv = new Ajv2020({ strict: true, strictTypes: false, strictTuples: false, strictRequired: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'https://contract.local/openapi.json', $defs: JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/')) });
    // Compile each schema where it is used: components, parameters, bodies, answers.
    const rebased = (text: string) => JSON.parse(text.replaceAll('"#/components/schemas/', '"https://contract.local/openapi.json#/$defs/'));
    // Each distinct schema is compiled once: most error answers of most routes are the same schema.
    const compiled = new Set<string>();
    const check = (schema: unknown, where: string) => {
      const text = JSON.stringify(schema);
      if (compiled.has(text)) return;
      expect(() => ajv.compile(rebased(text)), where).not.toThrow();
      compiled.add(text);
    };
    for (const [name, schema] of Object.entries(doc.components.schemas)) check(schema, name);
    for (const { path, method, op } of operations) {
      for (const p of op.parameters ?? []) check(p.schema, `${method} ${path} ${p.name}`);
      for (const media of Object.values(op.requestBody?.content ?? {})) check(media.schema, `${method} ${path} body`);
      for (const [status, response] of Object.entries(op.responses)) {
        for (const media of Object.values(response.content ?? {})) check(media.schema, `${method} ${path} ${status}`);
      }
    }
  }, 120_000);

  it('lists every code of the message catalogue, and only those, as the MessageCode of the error envelope', () => {
    const doc = buildOpenApiDocument(API_ROUTES);
    const codes = doc.components.schemas.MessageCode as { enum?: string[]; anyOf?: Array<{ const: string }> };
    const listed = codes.enum ?? codes.anyOf?.map((option) => option.const) ?? [];
    expect([...listed].sort()).toEqual(Object.keys(en.messages).sort());
    expect(JSON.stringify(doc.components.schemas.ErrorEnvelope)).toContain('"#/components/schemas/MessageCode"');
  });

  it('documents every error answer as the error envelope, and each route its access statuses', () => {
    for (const route of API_ROUTES) {
      const op = doc.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
      if (route.access !== 'public') expect(op.responses, `${route.method} ${route.path}`).toHaveProperty('401');
      if (Array.isArray(route.access) || route.access === 'sign-up') expect(op.responses, `${route.method} ${route.path}`).toHaveProperty('403');
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400 || route.errorSchemas?.[Number(status)]) continue;
        expect(response.content?.['application/json']?.schema, `${route.method} ${route.path} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      }
    }
  });
});
