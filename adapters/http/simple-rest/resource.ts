import type Router from '@koa/router';
import { IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { Type, type TSchema } from '@sinclair/typebox';
import type { Context } from 'koa';
import type { User } from '../../../domain/users/user.js';
import type { RouteDeclaration } from '../shared/route.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import { isUuid, parseSimpleRestQuery, setContentRange } from '../list-params.js';
import { coded } from '../validate-dto.js';

/** A grid's list: which columns sort, how the `filter` JSON becomes the use case's filter, the read, and a row's JSON. */
export interface ResourceList<F, S extends string, T> {
  /** Wire column → sort field (ra-data-simple-rest sends `sort=["created_at","DESC"]`; `id` sorts by `defaultSort`). */
  sortable: Record<string, S>;
  defaultSort: S;
  /** The use case's filter from the query's `filter` object (`q` is the free-text search, passed apart); a wrong value throws a 400. */
  filter(filter: Record<string, unknown>, ctx: Context): F;
  read(query: ListQuery<F, S>, ctx: Context): Promise<Page<T>>;
  /** The writer of one row, made once per request (so what it needs, e.g. the time, is read once). */
  row(ctx: Context): (item: T) => unknown;
}

/**
 * A console resource in the ra-data-simple-rest dialect: GET list (with `Content-Range`), GET one, POST
 * (201), PUT and DELETE, each present only when its handler is. The handlers receive an id already
 * checked to be a UUID (anything else answers the resource's 404, before any read) and answer the body.
 */
export interface ResourceHandlers<F, S extends string, T> {
  /** The resource's 404 (a malformed id is not found, like an unknown one). */
  notFound: () => Error;
  list?: ResourceList<F, S, T>;
  get?: (ctx: Context, id: string) => Promise<unknown>;
  create?: (ctx: Context) => Promise<unknown>;
  update?: (ctx: Context, id: string) => Promise<unknown>;
  delete?: (ctx: Context, id: string) => Promise<unknown>;
}

/** A grid's GET list: the rows of the asked range, with `Content-Range: <name> <from>-<to>/<total>`. */
export async function listAnswer<F, S extends string, T>(ctx: Context, name: string, list: ResourceList<F, S, T>): Promise<unknown[]> {
  const query = parseSimpleRestQuery(ctx, list.sortable, list.defaultSort);
  const page = await list.read(
    {
      filter: list.filter(query.filter, ctx),
      search: typeof query.filter.q === 'string' ? query.filter.q : undefined,
      sort: query.sort,
      offset: query.offset,
      limit: query.limit,
    },
    ctx,
  );
  setContentRange(ctx, name, query.offset, page.items.length, page.total);
  const row = list.row(ctx);
  return page.items.map((item) => row(item));
}

/**
 * A grid's GET `/admin/<name>` declared once: the list query, the answer (an array of `item` with Content-Range),
 * and the list's columns, filter, read and row, made per request from the use cases and the admin calling.
 */
export function gridRoute<U, F, S extends string, T>(
  name: string,
  summary: string,
  item: TSchema,
  list: (uses: U, actor: User) => ResourceList<F, S, T>,
): RouteDeclaration<U, undefined, SimpleRestQueryDto, readonly ['ADMIN']> {
  return {
    method: 'GET',
    path: `/admin/${name}`,
    access: ['ADMIN'],
    summary,
    query: SimpleRestQueryDto,
    ok: [{ status: 200, schema: Type.Array(item), contentRange: true }],
    errors: [400],
    handle: ({ ctx, actor }, uses) => listAnswer(ctx, name, list(uses, actor)),
  };
}

/** The query of a grid's list (ra-data-simple-rest): each a JSON text, read by parseSimpleRestQuery. */
export class SimpleRestQueryDto {
  @JSONSchema({ description: 'JSON ["field","ASC"|"DESC"]' }) @IsOptional() @IsString(coded('MUST_BE_JSON', { field: 'sort' })) sort?: string = undefined;
  @JSONSchema({ description: 'JSON [from, to], inclusive' }) @IsOptional() @IsString(coded('MUST_BE_JSON', { field: 'range' })) range?: string = undefined;
  @JSONSchema({ description: 'JSON object; `q` searches' }) @IsOptional() @IsString(coded('MUST_BE_JSON', { field: 'filter' })) filter?: string = undefined;
}

/** Registers `/admin/<name>` and `/admin/<name>/:id` on the router (mounted under the API prefix, behind the console guard). */
export function simpleRestResource<F, S extends string, T>(router: Router, name: string, handlers: ResourceHandlers<F, S, T>): Router {
  const path = `/admin/${name}`;
  const id = (ctx: Context): string => {
    const value = ctx.params.id!;
    if (!isUuid(value)) throw handlers.notFound();
    return value;
  };
  const { list, get, create, update, delete: remove } = handlers;

  if (list) {
    router.get(path, async (ctx) => {
      ctx.body = await listAnswer(ctx, name, list);
    });
  }
  if (get) {
    router.get(`${path}/:id`, async (ctx) => {
      ctx.body = await get(ctx, id(ctx));
    });
  }
  if (create) {
    router.post(path, async (ctx) => {
      const body = await create(ctx);
      ctx.status = 201;
      ctx.body = body;
    });
  }
  if (update) {
    router.put(`${path}/:id`, async (ctx) => {
      ctx.body = await update(ctx, id(ctx));
    });
  }
  if (remove) {
    router.delete(`${path}/:id`, async (ctx) => {
      ctx.body = await remove(ctx, id(ctx));
    });
  }
  return router;
}
