import type { ListQuery, Page } from '../../../application/shared/list-query.js';
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
  options: { searchExpression: string; extraSql?: string[] },
): Promise<Page<T>> {
  const qb = em.createQueryBuilder(entity).where(where as never);
  for (const sql of options.extraSql ?? []) qb.andWhere(sql);
  const needle = query.search?.trim();
  if (needle) qb.andWhere(`${options.searchExpression} ilike ?`, [`%${escapeLike(needle)}%`]);
  const direction = query.sort.order === 'ASC' ? 'asc' : 'desc';
  qb.orderBy({ [query.sort.field]: direction, id: direction } as never).limit(query.limit).offset(query.offset);
  const [items, total] = await qb.getResultAndCount();
  return { items: items as T[], total };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
