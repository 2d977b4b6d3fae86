import Router from '@koa/router';
import type { TSchema } from '@sinclair/typebox';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import type { Container } from 'inversify';
import type { Context, Middleware } from 'koa';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import type { User } from '../../../domain/users/user.js';
import { resolveAll, type Need, type Resolved } from '../../typed-binding.js';
import { currentUser, maybeUser, type guards } from '../auth-middleware.js';
import { API_PREFIX, type Access, type Dialect, type HttpMethod, type RouteAnswer, type RouteSpec } from '../contract/routes.js';
import type { JsonSchema } from '../contract/openapi.js';
import { idempotencyKey } from '../idempotency-key.js';
import { isUuid } from '../list-params.js';
import { parseBody, parseQuery } from '../validate-dto.js';

/** A request DTO: a class-validator class with a no-argument constructor (every field initialised). */
export type Dto<T> = new () => T;

type Needs = Record<string, Need>;

/** What a handler receives: the checked body and query (their DTOs), the path parameters, and the caller. */
export interface RouteRequest<B, Q, A extends Access> {
  body: B;
  query: Q;
  params: Record<string, string>;
  /** The Idempotency-Key header, on a route that takes one (checked before the body). */
  idempotencyKey?: string;
  /** The signed-in caller; null on a public route called without a token, and on the sign-up session. */
  actor: A extends 'public' | 'sign-up' ? User | null : User;
  ctx: Context;
}

/** An answer whose status is not the declaration's first (e.g. 200 instead of 201 for a report already made). */
export class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/**
 * One route, declared once: its path (relative to /api/v1), who may call it, its request DTOs, its answers and
 * its handler. The Koa registration (`mountRoutes`) and the OpenAPI operation (`routeSpecs`) are both made from it.
 */
export interface RouteDeclaration<U, B = undefined, Q = undefined, A extends Access = Access> {
  method: HttpMethod;
  path: string;
  access: A;
  /**
   * 'optional': a public route that reads the caller when a token is sent (a bad token is then a 401); others never
   * read one. 'any-session': a signed-in route that also takes the sign-up session (log-out); its `actor` is then
   * null for a sign-up session.
   */
  signIn?: 'optional' | 'any-session';
  /** A signed-in route's answer (401) to a caller who sent no token at all, instead of the usual one. */
  noTokenMessage?: string;
  summary: string;
  description?: string;
  /** The JSON body's DTO; with `multipart`, the same fields may come as multipart/form-data ('only': never as JSON). */
  body?: Dto<B>;
  /** The body may be left out (an empty body reads as `{}`). */
  bodyRequired?: boolean;
  multipart?: boolean | 'only';
  /** The query string's DTO (one parameter per field). */
  query?: Dto<Q>;
  /** Path parameters that are not UUIDs (documented as given); every other :param must be a UUID. */
  params?: Record<string, TSchema>;
  /** The 404 of a malformed UUID in the path (an id that cannot exist is not found, like an unknown one). */
  notFound?: () => Error;
  ok: RouteAnswer[];
  errors?: number[];
  errorSchemas?: RouteSpec['errorSchemas'];
  idempotencyKey?: boolean;
  /**
   * Mounted only in some configurations (the dev helpers): `when` says which in the document; `mounted` decides
   * when the app is built (otherwise the path answers 404).
   */
  onlyWhen?: { when: string; mounted(uses: U): boolean };
  /**
   * Middleware run after the guard and before the body is read (a multipart parser); as a function, made with the
   * group's resolved needs (a use case that must run before the upload is received).
   */
  before?: Middleware[] | ((uses: U) => Middleware[]);
  /** The answer's body (the status is the first `ok` answer's, unless an `Answer` says otherwise). */
  handle(request: RouteRequest<B, Q, A>, uses: U): Promise<unknown>;
}

/** A route of a group, its own body/query/access types erased (each was checked where it was declared). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRoute<U> = RouteDeclaration<U, any, any, any>;

/** A context's routes of one dialect and document section, with what their handlers use. */
export interface RouteGroup<N extends Needs> {
  needs: N;
  tag: string;
  dialect: Dialect;
  routes: Array<AnyRoute<Resolved<N>>>;
}

/** Declares one route of a group (types the handler's request from its DTOs and access). */
export type RouteFactory<U> = <B = undefined, Q = undefined, const A extends Access = Access>(
  declaration: RouteDeclaration<U, B, Q, A>,
) => RouteDeclaration<U, B, Q, A>;

/** A group of routes: `declareRoutes(needs, { tag, dialect }, (route) => [route({...}), ...])`. */
export function declareRoutes<N extends Needs>(
  needs: N,
  section: { tag: string; dialect: Dialect },
  build: (route: RouteFactory<Resolved<N>>) => Array<AnyRoute<Resolved<N>>>,
): RouteGroup<N> {
  return { needs, ...section, routes: build((declaration) => declaration) };
}

/** A DTO's JSON schema (class-validator-jsonschema), named after its class in the document's components. */
export function requestSchema(dto: Dto<unknown>): JsonSchema {
  return { $id: dto.name, ...(targetConstructorToSchema(dto, { refPointerPrefix: '#/components/schemas/' }) as JsonSchema) };
}

/** The catalogue entries (RouteSpec) of a group's routes, for the OpenAPI document and the tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any group: its needs are not read here
export function routeSpecs(group: RouteGroup<any>): RouteSpec[] {
  return group.routes.map((route) => {
    const json = route.body ? requestSchema(route.body) : undefined;
    const query = route.query ? targetConstructorToSchema(route.query) : undefined;
    return {
      method: route.method,
      path: `${API_PREFIX}${route.path}`,
      dialect: group.dialect,
      tag: group.tag,
      access: route.access,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(query ? { query: query as unknown as TSchema } : {}),
      ...(json ? { body: route.multipart === 'only' ? { multipart: json } : { json, ...(route.multipart ? { multipart: json } : {}) } } : {}),
      ...(route.bodyRequired === false ? { bodyRequired: false } : {}),
      ...(route.idempotencyKey ? { idempotencyKey: true } : {}),
      ok: route.ok,
      ...(route.errors ? { errors: route.errors } : {}),
      ...(route.errorSchemas ? { errorSchemas: route.errorSchemas } : {}),
      ...(route.onlyWhen ? { onlyWhen: route.onlyWhen.when } : {}),
    };
  });
}

type Guards = ReturnType<typeof guards>;

const open: Middleware = (_ctx, next) => next();

function guardOf(route: { access: Access; signIn?: 'optional' | 'any-session'; noTokenMessage?: string }, guard: Guards): Middleware {
  const { access } = route;
  if (route.signIn === 'any-session') return guard.requireAnySession;
  if (route.noTokenMessage && access === 'signed-in') return guard.requireUserOr(route.noTokenMessage);
  if (access === 'public') return route.signIn === 'optional' ? guard.optionalUser : open;
  if (access === 'sign-up') return guard.requireSignup;
  if (access === 'signed-in') return guard.requireUser();
  return guard.requireUser(...access);
}

/** A Koa router serving a group's routes, each behind its access guard, its input checked by its DTOs. */
export function mountRoutes<N extends Needs>(group: RouteGroup<N>, uses: Resolved<N>, guard: Guards): Router {
  const router = new Router();
  for (const route of group.routes) {
    if (route.onlyWhen && !route.onlyWhen.mounted(uses)) continue;
    const uuidParams = [...route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map(([, name]) => name!).filter((name) => !route.params?.[name]);
    const handler: Middleware = async (ctx) => {
      for (const name of uuidParams) if (!isUuid(ctx.params[name]!)) throw route.notFound?.() ?? new NotFoundError('NOT_FOUND');
      const key = route.idempotencyKey ? idempotencyKey(ctx) : undefined;
      const request: RouteRequest<unknown, unknown, Access> = {
        idempotencyKey: key,
        body: route.body ? await parseBody(route.body, ctx.request.body ?? {}) : undefined,
        query: route.query ? await parseQuery(route.query, ctx.query) : undefined,
        params: ctx.params as Record<string, string>,
        actor: route.access === 'public' || route.access === 'sign-up' || route.signIn === 'any-session' ? maybeUser(ctx) : currentUser(ctx),
        ctx,
      };
      const result = await route.handle(request as never, uses);
      const answer = result instanceof Answer ? result : new Answer(route.ok[0]!.status, result);
      ctx.status = answer.status;
      ctx.body = answer.body;
    };
    const before = typeof route.before === 'function' ? route.before(uses) : (route.before ?? []);
    router.register(route.path, [route.method], [guardOf(route, guard), ...before, handler]);
  }
  return router;
}

/** The routers of groups, each group's needs resolved from the container once. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function routersOf(groups: ReadonlyArray<RouteGroup<any>>, container: Container, guard: Guards): Router[] {
  return groups.map((group) => mountRoutes(group, resolveAll(container, group.needs), guard));
}
