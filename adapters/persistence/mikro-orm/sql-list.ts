import { LATE_FIRST, type ListQuery, type Page } from '../../../application/shared/list-query.js';
import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Grid reads: equality filters, an optional trigram-indexed search over one SQL expression (the same
 * expression the migration indexes), a stable order (sort column, then id) and an offset page.
 */
export async function listWithQueryBuilder<T extends object>(
  em: SqlEntityManager,
  entity: new () => T,
  query: ListQuery<object, string>,
  where: Record<string, unknown>,
  options: { searchExpression: string; extraSql?: string[]; lateFirst?: LateFirstOrder },
): Promise<Page<T>> {
  const filtered = () => {
    const qb = em.createQueryBuilder(entity).where(where as never);
    for (const sql of options.extraSql ?? []) qb.andWhere(sql);
    const needle = query.search?.trim();
    if (needle) qb.andWhere(`${options.searchExpression} ilike ?`, [`%${escapeLike(needle)}%`]);
    return qb;
  };
  if (query.sort.field === LATE_FIRST && options.lateFirst && query.lateBefore) return lateFirstPage(filtered, query, options.lateFirst, query.lateBefore);
  const qb = filtered();
  const direction = query.sort.order === 'ASC' ? 'asc' : 'desc';
  const field = query.sort.field === LATE_FIRST ? 'createdAt' : query.sort.field;
  qb.orderBy({ [field]: direction, id: direction } as never).limit(query.limit).offset(query.offset);
  const [items, total] = await qb.getResultAndCount();
  return { items: items as T[], total };
}

/** How a table reads the late-first order: the status a request waits in, and the order of the others. */
export interface LateFirstOrder {
  /** The first status (`NEW`, a report's `OPEN`); a partial index on (created_at, id) where status is it serves the late part. */
  firstStatus: string;
  /** The order of the rest (the resource's usual one), index-backed too. */
  rest: Record<string, 'asc' | 'desc'>;
}

/**
 * The late-first page as two index-ordered reads glued at the seam: the late rows (first status, made at or before
 * `lateBefore`, oldest first), then the others in their usual order, the page's range taken across both.
 */
async function lateFirstPage<T extends object>(
  filtered: () => ReturnType<SqlEntityManager['createQueryBuilder']>,
  query: ListQuery<object, string>,
  order: LateFirstOrder,
  lateBefore: Date,
): Promise<Page<T>> {
  const late = filtered().andWhere('status = ? and created_at <= ?', [order.firstStatus, lateBefore]);
  const others = filtered().andWhere('not (status = ? and created_at <= ?)', [order.firstStatus, lateBefore]);
  const [lateTotal, othersTotal] = await Promise.all([late.clone().getCount(), others.clone().getCount()]);
  const items: T[] = [];
  if (query.offset < lateTotal && query.limit > 0) {
    items.push(...((await late.orderBy({ createdAt: 'asc', id: 'asc' } as never).limit(query.limit).offset(query.offset).getResultList()) as T[]));
  }
  const wanted = query.limit - items.length;
  if (wanted > 0 && othersTotal > 0) {
    items.push(...((await others.orderBy(order.rest as never).limit(wanted).offset(Math.max(0, query.offset - lateTotal)).getResultList()) as T[]));
  }
  return { items, total: lateTotal + othersTotal };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
