import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AddSearchAlertOutcome, SearchAlertRepository } from '../../../application/search-alerts/ports/search-alert.repository.port.js';
import { sameSearch, SearchAlert, type ListingFacts } from '../../../domain/search-alerts/search-alert.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { saveVersioned } from './versioned-save.js';

/**
 * The one matching statement: every active alert whose search shows the listing gets a waiting match, in the
 * database, without loading a single alert. The public search's rules (MikroOrmPropertyRepository.search) read
 * from the other side: the listing's values are constants, the alert's filters the columns, NULL = any.
 *
 * Index: search_alerts_match_idx (city, coalesce(bhk, -1), coalesce(max_rent, int max)) where status = 'ACTIVE'.
 * The first three conditions are its index conditions (city equal; BHK the listing's or "any": two ranges;
 * highest rent taken from the listing's rent up); the rest filter the rows it finds. The insert's ON CONFLICT
 * on the primary key (alert_id, property_id) keeps a listing from being told twice to one alert, whoever runs
 * the job and however often.
 */
export const MATCH_SQL = `with inserted as (
  insert into search_alert_matches (alert_id, property_id, user_id, state, matched_at)
  select a.id, ?, a.user_id, 'PENDING', ?
  from search_alerts a
  where a.status = 'ACTIVE'
    and a.city = ?
    and coalesce(a.bhk, -1) in (?, -1)
    and coalesce(a.max_rent, 2147483647) >= ?
    and coalesce(a.min_rent, 0) <= ?
    and (a.property_type is null or a.property_type = ?)
    and (a.furnishing is null or a.furnishing = ?)
    and (a.preferred_tenants is null or a.preferred_tenants = ? or ? = 'ANY')
    and (a.available_by is null or a.available_by >= ?::date)
    and (not a.verified_only or ?)
    and (a.verified_only or not ?)
    and (a.text is null or strpos(lower(?), lower(a.text)) > 0)
    and a.user_id <> ?
  on conflict (alert_id, property_id) do nothing
  returning 1
)
select count(*)::int as n from inserted`;

/** The statement's parameters, in its order (`verifiedOnly`: only the alerts that ask for verified homes). */
export function matchParams(listing: ListingFacts, now: Date, verifiedOnly = false): unknown[] {
  return [
    listing.id,
    now,
    listing.city,
    listing.bhk,
    listing.rent,
    listing.rent,
    listing.propertyType,
    listing.furnishing,
    listing.preferredTenants,
    listing.preferredTenants,
    listing.availableFrom,
    listing.verified,
    verifiedOnly,
    `${listing.locality} ${listing.title}`,
    listing.ownerId,
  ];
}

export class MikroOrmSearchAlertRepository implements SearchAlertRepository {
  constructor(private readonly source: EntityManagerSource) {}

  add(alert: SearchAlert, cap: number): Promise<AddSearchAlertOutcome> {
    return this.source.fork().transactional(async (em) => {
      // One person's alerts are counted and added one request at a time (held to the transaction's end).
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`search-alerts:${alert.userId}`]);
      const mine = await em.find(SearchAlert, { userId: alert.userId });
      if (mine.some((other) => sameSearch(other, alert))) return 'duplicate';
      if (mine.length >= cap) return 'full';
      try {
        await saveVersioned(em, SearchAlert, alert);
      } catch (error) {
        // search_alerts_same_search_idx: the database's own word on "the same search" (text in any case).
        if (error instanceof UniqueConstraintViolationException) return 'duplicate';
        throw error;
      }
      return 'added';
    });
  }

  findById(id: string) {
    return this.source.fork().findOne(SearchAlert, { id });
  }

  async findByIds(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.source.fork().find(SearchAlert, { id: { $in: [...ids] } });
  }

  listByUser(userId: string) {
    return this.source.fork().find(SearchAlert, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async save(alert: SearchAlert) {
    await saveVersioned(this.source.fork(), SearchAlert, alert);
  }

  async delete(id: string) {
    const removed = await this.source.fork().execute<{ id: string }[]>('delete from search_alerts where id = ? returning id', [id]);
    return removed.length > 0;
  }

  async recordMatches(listing: ListingFacts, now: Date, options: { verifiedOnly?: boolean } = {}) {
    const rows = await this.source.fork().execute<{ n: number }[]>(MATCH_SQL, matchParams(listing, now, options.verifiedOnly === true));
    return Number(rows[0]!.n);
  }
}
