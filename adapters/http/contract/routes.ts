/**
 * The catalogue's types (RouteSpec), and the entries of the routes not declared with route.ts (the media files,
 * served by a middleware): who may call them and the wire schemas of what goes in and comes out. Routes declared
 * with adapters/http/shared/route.ts (a context's `*.routes.ts`) make their own entries; the API's catalogue is
 * both (adapters/http/api-routes.ts), and the OpenAPI document is built from it (openapi.ts). Tests hold it to
 * the app: the routes registered and the catalogue are the same set (test/http/openapi.http.test.ts), every real
 * answer of the HTTP suite matches its schema (test/support/contract-recorder.ts), and every non-public route
 * refuses anonymous and wrong-role callers (test/http/route-access.http.test.ts).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Roles, type Role } from '../../../domain/users/role.js';

export const API_PREFIX = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The spec's envelope, the console's ra-data-simple-rest, or neither (a file, this document). */
export type Dialect = 'envelope' | 'simple-rest' | 'file';
/**
 * Who may call: anyone (a token is then optional, a bad one still 401); anyone signed in; only the sign-up
 * session of a just-verified new number (auth/user); or a signed-in user holding one of the roles.
 */
export type Access = 'public' | 'signed-in' | 'sign-up' | readonly Role[];

export interface RouteAnswer {
  status: number;
  /** The body's schema; none for a body-less answer. */
  schema?: TSchema;
  contentType?: string;
  description?: string;
  /** A simple-rest list: `Content-Range: <resource> <from>-<to>/<total>`. */
  contentRange?: boolean;
}

export interface RouteSpec {
  method: HttpMethod;
  /** The full path, koa style (`/api/v1/leads/:id/status`). */
  path: string;
  dialect: Dialect;
  access: Access;
  /** The document's section. */
  tag: string;
  summary: string;
  description?: string;
  /** Path parameters (default: a UUID). */
  params?: Record<string, TSchema>;
  /** The query string, an object schema (one parameter per property). */
  query?: TSchema;
  /** The request body's schema per content type: a TypeBox schema, or the JSON schema of a request DTO. */
  body?: { json?: TSchema | Record<string, unknown>; multipart?: TSchema | Record<string, unknown> };
  bodyRequired?: boolean;
  /** Takes the optional Idempotency-Key header. */
  idempotencyKey?: boolean;
  /** Success answers. */
  ok: RouteAnswer[];
  /**
   * Error statuses (the error envelope) besides those every route of its kind may answer: 401 (not public),
   * 403 (roles, sign-up), 400 and 413 (a body, or any method but GET: the body parser reads them), 500 and 503
   * (all but files).
   */
  errors?: number[];
  /** An error status whose body is not the error envelope. */
  errorSchemas?: Record<number, { contentType: string; schema: TSchema }>;
  /** Mounted only in some configurations (the dev helpers); turned off, the path answers 404 (documented). */
  onlyWhen?: string;
  /** Served by a middleware rather than a router (not in the routers' stacks). */
  mountedBy?: 'router' | 'middleware';
}

/** The roles an access lets in (none for the sign-up session; every role for 'public' and 'signed-in'). */
export function accessRoles(access: Access): readonly Role[] {
  if (access === 'sign-up') return [];
  if (access === 'public' || access === 'signed-in') return Roles;
  return access;
}

/** GET /media/<key>: photos, outside /api/v1, served by a middleware (mediaFiles in adapters/http/gallery/media-files.ts). */
const MEDIA: RouteSpec[] = [
  {
    method: 'GET',
    path: '/media/:key',
    dialect: 'file',
    tag: 'Media',
    access: 'public',
    mountedBy: 'middleware',
    summary: "A stored photo: a public listing's for anyone, any other with a signed link",
    description: 'The key may hold slashes (`properties/<listing id>/<photo>.webp`). Signed links carry `expires` and `signature`.',
    params: { key: Type.String({ description: 'The stored key, e.g. properties/<listing id>/<photo>.webp' }) },
    query: Type.Object({ expires: Type.Optional(Type.String()), signature: Type.Optional(Type.String()) }),
    ok: [{ status: 200, schema: Type.String({ contentMediaType: 'image/webp' }), contentType: 'image/webp' }],
    errors: [404, 500, 503],
    errorSchemas: { 404: { contentType: 'text/plain', schema: Type.String() } },
  },
];

/** The routes not declared with adapters/http/shared/route.ts. */
export const ROUTES: readonly RouteSpec[] = [...MEDIA];
