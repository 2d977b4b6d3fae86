import type { Context } from 'koa';
import { MAX_EXPORT_SIZE } from '../../application/shared/list-query.js';
import { coded, ValidationError, type MessageCode } from '../../domain/shared/domain-error.js';
import { optionalChoice, optionalYesNo } from '../../domain/shared/optional-values.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The console's list query (ra-data-simple-rest): sort=["field","ASC"], range=[0,9], filter={...}. */
export interface SimpleRestQuery<S extends string> {
  sort: { field: S; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

/** PostgreSQL text cannot hold NUL, so it is refused wherever it arrives (body, query, JSON in the query). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner, depth + 1));
}

function parseJsonParam(ctx: Context, name: string): unknown {
  const raw = ctx.query[name];
  if (raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(String(raw));
  } catch {
    throw ValidationError.field(name, coded('MUST_BE_JSON', { field: name }));
  }
  if (containsNul(value)) throw ValidationError.field(name, 'TEXT_NUL');
  return value;
}

export function parseSimpleRestQuery<S extends string>(ctx: Context, sortable: Record<string, S>, defaultSort: S): SimpleRestQuery<S> {
  const sort = parseJsonParam(ctx, 'sort') ?? ['created_at', 'DESC'];
  const range = parseJsonParam(ctx, 'range') ?? [0, 9];
  const filter = parseJsonParam(ctx, 'filter') ?? {};
  if (!Array.isArray(sort) || sort.length !== 2) throw ValidationError.field('sort', 'LIST_SORT');
  const key = String(sort[0]);
  const field = key === 'id' ? defaultSort : Object.hasOwn(sortable, key) ? sortable[key] : undefined;
  if (!field) throw ValidationError.field('sort', coded('LIST_SORT_FIELD', { field: String(sort[0]) }));
  const order = String(sort[1]).toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') throw ValidationError.field('sort', 'LIST_SORT_ORDER');
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0 && n <= 1_000_000_000) || range[1] < range[0]) {
    throw ValidationError.field('range', 'LIST_RANGE');
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw ValidationError.field('filter', 'LIST_FILTER');
  const limit = Math.min(range[1] - range[0] + 1, MAX_EXPORT_SIZE);
  return { sort: { field, order }, offset: range[0], limit, filter: filter as Record<string, unknown> };
}

export function setContentRange(ctx: Context, resource: string, offset: number, count: number, total: number): void {
  const end = count === 0 ? offset : offset + count - 1;
  ctx.set('Content-Range', `${resource} ${offset}-${end}/${total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
}

/** Filter values from a query string: optional enum member, refusing anything else with a 400. */
export function optionalEnum<T extends string>(value: unknown, allowed: readonly T[], field: string): T | undefined {
  return optionalChoice(value, allowed, field) ?? undefined;
}

/** An id filter: absent or empty = undefined, a UUID (any case) as lower case, anything else a 400 on `field` with `code`. */
export function optionalUuid(value: unknown, field: string, code: MessageCode): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !isUuid(value)) throw ValidationError.field(field, code);
  return value.toLowerCase();
}

/** A yes/no filter from a query string or JSON body: true/false (also 1/0), absent or empty = undefined, anything else a 400. */
export function optionalBoolean(value: unknown, field: string): boolean | undefined {
  return optionalYesNo(value, field) ?? undefined;
}

