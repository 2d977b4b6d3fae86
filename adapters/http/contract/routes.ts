/**
 * The catalogue's types (RouteSpec), and the entries of the routes still registered by hand-written routers:
 * both dialects, with who may call them and the wire schemas of what goes in and comes out. Routes declared
 * with adapters/http/shared/route.ts (a context's `*.routes.ts`) make their own entries; the API's catalogue is
 * both (adapters/http/api-routes.ts), and the OpenAPI document is built from it (openapi.ts). Tests hold it to
 * the app: the routes registered and the catalogue are the same set (test/http/openapi.http.test.ts), every real
 * answer of the HTTP suite matches its schema (test/support/contract-recorder.ts), and every non-public route
 * refuses anonymous and wrong-role callers (test/http/route-access.http.test.ts).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Roles, type Role } from '../../../domain/users/role.js';
import {
  EnvelopeOf,
  NoDataSchema,
  PagedEnvelopeOf,
  PersonBodySchema,
  PersonDetailsSchema,
  PersonSchema,
  ProjectBodySchema,
  ProjectSchema,
  SimpleRestQuerySchema,
  UserStatusBodySchema,
} from './wire/index.js';
import { CheckVisitBodySchema, DismissReportsBodySchema, ListingReportDetailsSchema, ListingReportReceiptSchema, ListingReportSchema, ReportListingBodySchema, TakeDownBodySchema } from './wire/listing-reports.js';
import { SearchAlertBodySchema, SearchAlertSchema, SearchAlertStatusBodySchema } from './wire/search-alerts.js';

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

const ADMIN = ['ADMIN'] as const satisfies readonly Role[];

const json = (schema: TSchema) => ({ json: schema });
const ok = (schema: TSchema, status = 200): RouteAnswer[] => [{ status, schema }];
const envelope = (data: TSchema, status = 200): RouteAnswer[] => [{ status, schema: EnvelopeOf(data) }];
const paged = (item: TSchema, meta?: TSchema): RouteAnswer[] => [{ status: 200, schema: PagedEnvelopeOf(item, meta) }];
const list = (item: TSchema): RouteAnswer[] => [{ status: 200, schema: Type.Array(item), contentRange: true }];

type Entry = Omit<RouteSpec, 'dialect' | 'tag' | 'path'> & { path: string };

/** Routes of one section and dialect; paths relative to /api/v1. */
const section = (tag: string, dialect: Dialect, entries: Entry[]): RouteSpec[] => entries.map((entry) => ({ ...entry, path: `${API_PREFIX}${entry.path}`, tag, dialect }));

/** The console's simple-rest resource routes (admin only, on the /api/v1/admin mount). */
const consoleResources = (entries: Array<Omit<Entry, 'access'>>): RouteSpec[] => section('Console', 'simple-rest', entries.map((entry) => ({ access: ADMIN, ...entry })));

const CONSOLE = consoleResources([
  { method: 'GET', path: '/admin/post-project', summary: 'List projects', query: SimpleRestQuerySchema, ok: list(ProjectSchema), errors: [400] },
  { method: 'GET', path: '/admin/post-project/:id', summary: 'A project', ok: ok(ProjectSchema), errors: [404] },
  { method: 'POST', path: '/admin/post-project', summary: 'Create a project', body: json(ProjectBodySchema), ok: ok(ProjectSchema, 201) },
  { method: 'PUT', path: '/admin/post-project/:id', summary: 'Update a project (partial)', body: json(ProjectBodySchema), ok: ok(ProjectSchema), errors: [404, 409] },
  { method: 'DELETE', path: '/admin/post-project/:id', summary: 'Archive a project', ok: ok(ProjectSchema), errors: [404, 409] },
]);

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

/** Every route, in the routers' registration order (a literal path before a parameter one). */
export const ROUTES: readonly RouteSpec[] = [...CONSOLE, ...MEDIA];
