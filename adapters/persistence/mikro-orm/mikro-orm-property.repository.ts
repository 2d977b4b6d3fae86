import type { PropertyCounter, PropertyListFilter, PropertyRepository, PropertySearch, PropertySortField, SearchPage } from '../../../application/properties/ports/property.repository.port.js';
import { SEARCH_COUNT_CAP } from '../../../application/properties/ports/property.repository.port.js';
import type { IdempotencyStamp, KeyHolder } from '../../../application/shared/idempotency.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import { Property } from '../../../domain/properties/property.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { findKeyed, insertKeyed } from './keyed-insert.js';
import { saveVersioned } from './versioned-save.js';
import { listWithQueryBuilder } from './sql-list.js';
import { detachedRows } from './detached-rows.js';

/** Counters move only through increment(); a save never writes them back. */
const COUNTERS = ['viewCount', 'wishlistCount', 'callbackCount'] as const;
const COLUMNS: Record<PropertyCounter, string> = { viewCount: 'view_count', wishlistCount: 'wishlist_count', callbackCount: 'callback_count' };
const ORDER: Record<PropertySearch['sort'], string> = {
  newest: 'published_at desc, id desc',
  rent_asc: 'rent asc, id asc',
  rent_desc: 'rent desc, id desc',
};

/**
 * The public search's two statements (the page, then the count capped at SEARCH_COUNT_CAP + 1) and their
 * parameters before the page's limit and offset (the count's cap). Every filter reads a column that the partial
 * `properties_live_newest_idx` carries, so a count that walks it is index-only; the text is matched against the
 * stored, case-folded `search_text` (locality and title) with a plain `like`, through the trigram index
 * `properties_live_search_text_idx` when the text is rare (Migration20261202040000_search_text); a common text is
 * counted on the narrower `properties_live_text_count_idx` (Migration20261205000000_text_count_index).
 */
export function searchStatements(q: PropertySearch): { page: string; count: string; params: unknown[] } {
  const where: string[] = [`status = 'LIVE'`, 'city = ?', 'listed_until > ?'];
  const params: unknown[] = [q.city, q.now];
  const add = (sql: string, ...values: unknown[]) => {
    where.push(sql);
    params.push(...values);
  };
  if (q.text?.trim()) add('search_text like lower(?)', `%${q.text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (q.propertyType) add('property_type = ?', q.propertyType);
  if (q.bhk !== undefined) add('bhk = ?', q.bhk);
  if (q.minRent !== undefined) add('rent >= ?', q.minRent);
  if (q.maxRent !== undefined) add('rent <= ?', q.maxRent);
  if (q.furnishing) add('furnishing = ?', q.furnishing);
  if (q.preferredTenants) add(`preferred_tenants in (?, 'ANY')`, q.preferredTenants);
  if (q.availableBy) add('available_from <= ?', q.availableBy);
  if (q.verifiedOnly) add('verified_until > ?', q.now);
  const condition = where.join(' and ');
  return {
    page: `select * from properties where ${condition} order by ${ORDER[q.sort]} limit ? offset ?`,
    // Ordered like the page so the planner walks the same index and stops at the cap.
    count: `select count(*)::int as n from (select 1 from properties where ${condition} order by ${ORDER[q.sort]} limit ?) capped`,
    params,
  };
}

/**
 * Listings in PostgreSQL. Search is one parameterised SQL statement over the partial "live" indexes
 * (see the properties migration); its count stops at SEARCH_COUNT_CAP + 1 rows so deep pages and
 * broad searches never count a whole city.
 */
export class MikroOrmPropertyRepository implements PropertyRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findById(id: string) {
    return this.source.publicRead((em) => em.findOne(Property, { id }));
  }

  async findByIds(ids: string[]) {
    if (ids.length === 0) return [];
    const found = await this.source.fork().find(Property, { id: { $in: ids } });
    const byId = new Map(found.map((p) => [p.id, p]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  async save(property: Property) {
    await saveVersioned(this.source.fork(), Property, property, { exclude: COUNTERS });
  }

  findByIdempotencyKey(postedById: string, key: string): Promise<KeyHolder<Property> | null> {
    return findKeyed(this.source.fork(), Property, 'select id, idempotency_fingerprint from properties where posted_by_id = ? and idempotency_key = ?', [postedById, key]);
  }

  insertOnce(property: Property, stamp: IdempotencyStamp): Promise<KeyHolder<Property> | null> {
    return insertKeyed(this.source.fork(), Property, property, stamp, 'properties_idempotency_key_idx', () => this.findByIdempotencyKey(property.postedById, stamp.key));
  }

  async search(q: PropertySearch): Promise<SearchPage> {
    const { page, count, params } = searchStatements(q);
    return this.source.publicRead(async (em) => {
      const rows = await em.execute(page, [...params, q.limit, q.offset]);
      const counted = await em.execute<{ n: number }[]>(count, [...params, SEARCH_COUNT_CAP + 1]);
      const n = Number(counted[0]!.n);
      return {
        items: detachedRows(em, Property, rows as Record<string, unknown>[]),
        total: Math.min(n, SEARCH_COUNT_CAP),
        totalIsExact: n <= SEARCH_COUNT_CAP,
      };
    });
  }

  list(query: ListQuery<PropertyListFilter, PropertySortField>): Promise<Page<Property>> {
    const { ownerId, postedById, awaitingRiderVisit, orPostedById, status, city, verified, now } = query.filter;
    const and: Record<string, unknown>[] = [];
    if (ownerId) and.push({ ownerId });
    if (postedById) and.push({ postedById });
    if (status) and.push({ status });
    if (verified === true) and.push({ verifiedUntil: { $gt: now } });
    if (verified === false) and.push({ $or: [{ verifiedUntil: null }, { verifiedUntil: { $lte: now } }] });
    if (awaitingRiderVisit) {
      // The rider's landing: live in the city without a current rider-verified mark, or (any city, any state) posted by them.
      const awaiting = {
        status: 'LIVE',
        ...(city ? { city } : {}),
        $or: [{ verifiedVia: null }, { verifiedVia: { $ne: 'RIDER_VISIT' } }, { verifiedUntil: null }, { verifiedUntil: { $lte: now } }],
      };
      and.push(orPostedById ? { $or: [awaiting, { postedById: orPostedById }] } : awaiting);
    } else if (city) {
      and.push({ city });
    }
    const where = and.length ? { $and: and } : {};
    return listWithQueryBuilder(this.source.fork(), Property, query, where, {
      searchExpression: `(title || ' ' || locality || ' ' || address || ' ' || pincode)`,
    });
  }

  async increment(id: string, counter: PropertyCounter, by: number) {
    await this.source
      .fork()
      .execute(`update properties set ${COLUMNS[counter]} = greatest(0, ${COLUMNS[counter]} + ?) where id = ?`, [by, id]);
  }
}
