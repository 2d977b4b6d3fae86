/**
 * The OpenAPI 3.1 document, built from a route catalogue (RouteSpec entries: the API's is adapters/http/api-routes.ts)
 * and the wire schemas (wire/): the same TypeBox schemas the server's presenters and the front ends are typed with,
 * and the request DTOs' JSON schemas, so the document cannot say something the code does not. Served at
 * GET /api/v1/openapi.json and, as a page, at GET /api/v1/docs.
 */
import type { TSchema } from '@sinclair/typebox';
import { ErrorEnvelopeSchema } from './wire/common.js';
import { accessRoles, type RouteSpec } from './routes.js';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header'; required: boolean; description?: string; schema: JsonSchema }>;
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
  security: Array<Record<string, string[]>>;
  'x-dialect': RouteSpec['dialect'];
  'x-access': 'public' | 'signed-in' | 'sign-up' | 'roles';
  'x-roles'?: string[];
  'x-only-when'?: string;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
  };
}

/** Where a named (`$id`) wire schema lives in the document. */
export const schemaRef = (id: string) => `#/components/schemas/${id}`;

/** HTTP reason phrases for the statuses the API answers, as response descriptions. */
export const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad input (field errors in `errors`, malformed JSON, NUL characters)',
  401: 'Not signed in, or the session token is unknown, expired or revoked',
  403: 'Signed in but not allowed',
  404: 'Not found',
  409: 'Conflict (a state that does not allow it, a duplicate, a reused Idempotency-Key)',
  410: 'Gone (an expired link)',
  413: 'Body or file too large',
  415: 'Unsupported content type',
  429: 'Too many requests (see Retry-After)',
  500: 'Something went wrong (nothing internal is told; `request_id` names the log lines)',
  502: 'An outside service (SMS, mail) failed',
  503: 'The database is unreachable or slow, or the server is shutting down (see Retry-After)',
};

/** Statuses any operation may answer, whatever it is. */
const ALWAYS = [500, 503];

/**
 * Collects TypeBox schemas into `components.schemas`: a schema with an `$id` becomes a component of that name
 * and every place it appears a `$ref` to it. Two different schemas under one `$id` are a contract bug (thrown).
 */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};
  private readonly seen = new Map<string, string>();

  /** The schema as it appears in an operation: a `$ref` when it is named, else inline. */
  use(schema: TSchema | JsonSchema): JsonSchema {
    const id = (schema as { $id?: unknown }).$id;
    if (typeof id === 'string') {
      this.register(id, schema);
      return { $ref: schemaRef(id) };
    }
    return this.inline(schema) as JsonSchema;
  }

  private register(id: string, schema: TSchema | JsonSchema): void {
    const json = JSON.stringify(schema);
    const known = this.seen.get(id);
    if (known !== undefined) {
      if (known !== json) throw new Error(`Two different wire schemas share the $id "${id}".`);
      return;
    }
    this.seen.set(id, json);
    const { $id: _ignored, ...rest } = schema as JsonSchema;
    this.components[id] = {}; // reserved first: a schema that refers to itself ends here
    this.components[id] = this.inline(rest) as JsonSchema;
  }

  /** A copy without TypeBox's symbol keys, nested named schemas turned into `$ref`s. */
  private inline(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.child(item));
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[key] = this.child(child);
    return out;
  }

  private child(value: unknown): unknown {
    const named = value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { $id?: unknown }).$id === 'string';
    return named ? this.use(value as JsonSchema) : this.inline(value);
  }
}

/** `/api/v1/leads/:id/status` → `/api/v1/leads/{id}/status`. */
export const openApiPath = (koaPath: string) => koaPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/** `POST /api/v1/admin/user/:id/change-status` → `postAdminUserIdChangeStatus`. */
export function operationId(route: Pick<RouteSpec, 'method' | 'path'>): string {
  const words = route.path
    .replace(/^\/api\/v1/, '')
    .split(/[/:\-.]+/)
    .filter(Boolean);
  return route.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function accessOf(route: RouteSpec): Pick<OpenApiOperation, 'security' | 'x-access' | 'x-roles'> {
  if (route.access === 'public') return { security: [], 'x-access': 'public' };
  const roles = [...accessRoles(route.access)];
  if (route.access === 'signed-in' || route.access === 'sign-up') return { security: [{ bearer: [] }], 'x-access': route.access, 'x-roles': roles };
  return { security: [{ bearer: [] }], 'x-access': 'roles', 'x-roles': roles };
}

/** Every status an operation may answer with the error envelope: its own, its access's, its input's, and the always ones. */
export function errorStatuses(route: RouteSpec): number[] {
  const statuses = new Set(route.errors ?? []);
  if (route.access !== 'public') statuses.add(401);
  if (route.access === 'sign-up' || Array.isArray(route.access)) statuses.add(403);
  if (route.body || route.method !== 'GET') {
    statuses.add(400); // the body parser reads every POST/PUT/PATCH/DELETE: malformed JSON, NUL characters; field errors
    statuses.add(413);
  }
  if (route.dialect !== 'file') for (const status of ALWAYS) statuses.add(status);
  if (route.onlyWhen) statuses.add(404); // turned off, it is not mounted: the API's 404 for an unknown path
  for (const answer of route.ok) statuses.delete(answer.status);
  return [...statuses].sort((a, b) => a - b);
}

function operation(route: RouteSpec, schemas: SchemaCollector): OpenApiOperation {
  const parameters: NonNullable<OpenApiOperation['parameters']> = [];
  for (const [, name] of route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)) {
    const schema = route.params?.[name!] ?? { type: 'string', format: 'uuid' };
    parameters.push({ name: name!, in: 'path', required: true, schema: schemas.use(schema) });
  }
  if (route.query) {
    const query = route.query as unknown as { properties?: Record<string, TSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      const { description, ...rest } = schema as TSchema & { description?: string };
      parameters.push({ name, in: 'query', required: (query.required ?? []).includes(name), ...(description ? { description } : {}), schema: schemas.use(typeof rest.$id === 'string' ? schema : rest) });
    }
  }
  if (route.idempotencyKey) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'A retry with the same key and body answers the first result again; 1-255 visible ASCII characters (a UUID).',
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
    });
  }

  const responses: Record<string, OpenApiResponse> = {};
  for (const answer of route.ok) {
    const headers: OpenApiResponse['headers'] = {};
    if (answer.contentRange) headers['Content-Range'] = { description: '`<resource> <from>-<to>/<total>` (ra-data-simple-rest)', schema: { type: 'string' } };
    responses[String(answer.status)] = {
      description: answer.description ?? STATUS_TEXT[answer.status] ?? 'OK',
      ...(Object.keys(headers).length ? { headers } : {}),
      ...(answer.schema ? { content: { [answer.contentType ?? 'application/json']: { schema: schemas.use(answer.schema) } } } : {}),
    };
  }
  for (const status of errorStatuses(route)) {
    const special = route.errorSchemas?.[status];
    responses[String(status)] = {
      description: STATUS_TEXT[status] ?? 'Error',
      ...(status === 429 || status === 503 ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } } } : {}),
      content: special ? { [special.contentType]: { schema: schemas.use(special.schema) } } : { 'application/json': { schema: schemas.use(ErrorEnvelopeSchema) } },
    };
  }

  const body = route.body
    ? {
        required: route.bodyRequired ?? true,
        content: Object.fromEntries(
          [
            route.body.json ? ['application/json', { schema: schemas.use(route.body.json) }] : null,
            route.body.multipart ? ['multipart/form-data', { schema: schemas.use(route.body.multipart) }] : null,
          ].filter((entry) => entry !== null),
        ),
      }
    : undefined;

  return {
    operationId: operationId(route),
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    ...accessOf(route),
    'x-dialect': route.dialect,
    ...(route.onlyWhen ? { 'x-only-when': route.onlyWhen } : {}),
  };
}

const TAG_DESCRIPTIONS: Record<string, string> = {
  System: 'Health, the public configuration, this document, and development helpers.',
  Auth: 'Phone + OTP sign-in and sign-up; admin e-mail + password sign-in and the forgotten-password flow.',
  Console: 'The admin console, ra-data-simple-rest dialect: bare records, arrays with Content-Range. Admin only (guarded on the /api/v1/admin mount).',
  Media: 'Listing and report photos (outside /api/v1).',
};

/** The document of a catalogue. */
export function buildOpenApiDocument(routes: readonly RouteSpec[]): OpenApiDocument {
  const schemas = new SchemaCollector();
  schemas.use(ErrorEnvelopeSchema);
  const paths: OpenApiDocument['paths'] = {};
  const ids = new Set<string>();
  for (const route of routes) {
    const op = operation(route, schemas);
    if (ids.has(op.operationId)) throw new Error(`Two routes make the operationId ${op.operationId}.`);
    ids.add(op.operationId);
    const path = (paths[openApiPath(route.path)] ??= {});
    const method = route.method.toLowerCase();
    if (path[method]) throw new Error(`${route.method} ${route.path} is in the catalogue twice.`);
    path[method] = op;
  }
  const tags = [...new Set(routes.map((r) => r.tag))].map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) }));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Rental marketplace API',
      version: '1',
      description:
        'Two dialects under /api/v1: the envelope `{ success, message, data, meta? }` of the public site and the spec, and ' +
        "the console's ra-data-simple-rest records under /api/v1/admin (lists answer a bare array with Content-Range). " +
        'Every failure is the error envelope `{ success: false, code, params, message, errors, field_codes }` (`code` from a closed list, see the MessageCode schema). Generated from the route catalogue and the wire schemas (adapters/http/contract/).',
    },
    servers: [{ url: '/', description: 'This server (paths include /api/v1)' }],
    tags,
    paths,
    components: {
      schemas: schemas.components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A session token from auth/verify-otp, auth/user or admin/login.' } },
    },
  };
}
