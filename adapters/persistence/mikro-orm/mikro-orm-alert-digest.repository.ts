import type { AlertDigestRepository } from '../../../application/search-alerts/ports/alert-digest.repository.port.js';
import { AlertDigest, type PendingMatch } from '../../../domain/search-alerts/alert-digest.js';
import type { EntityManagerSource } from './entity-manager-source.js';

type MatchRow = { alert_id: string; property_id: string; matched_at: Date | string };
const toMatch = (row: MatchRow): PendingMatch => ({ alertId: row.alert_id, propertyId: row.property_id, matchedAt: new Date(row.matched_at) });
/** `(alert_id, property_id) in ((?, ?), ...)` for these matches, with its parameters. */
const pairs = (matches: readonly PendingMatch[]) => ({
  sql: `(alert_id, property_id) in (${matches.map(() => '(?::uuid, ?::uuid)').join(', ')})`,
  params: matches.flatMap((m) => [m.alertId, m.propertyId]),
});

/** The dispatch's page of people due (MikroOrmAlertDigestRepository.dueRecipients): after, since, limit. */
export const DUE_SQL = `with recursive waiting (user_id) as (
     (select user_id from search_alert_matches where state = 'PENDING' and user_id > ? order by user_id limit 1)
     union all
     select (select m.user_id from search_alert_matches m where m.state = 'PENDING' and m.user_id > w.user_id order by m.user_id limit 1)
     from waiting w where w.user_id is not null
   )
   select user_id from waiting
   where user_id is not null
     and not exists (select 1 from search_alert_digests d where d.user_id = waiting.user_id and d.status <> 'FAILED' and d.created_at > ?)
   limit ?`;

const PURGE_BATCH = 10_000;
const PURGE_MATCHES_SQL = `with gone as (
  delete from search_alert_matches where ctid = any(array(
    select ctid from search_alert_matches where state <> 'PENDING' and matched_at < ? limit ?))
  returning 1)
select count(*)::int as n from gone`;
const PURGE_DIGESTS_SQL = `with gone as (
  delete from search_alert_digests where id = any(array(
    select id from search_alert_digests where created_at < ? limit ?))
  returning 1)
select count(*)::int as n from gone`;

/**
 * The SMS records and the waiting homes in PostgreSQL. A person's turn is a transaction-scoped advisory lock on
 * their id (the unit of work's transaction holds it until the SMS is recorded), and "had an SMS in the last 24
 * hours" is read under it from search_alert_digests_user_idx; so is the waiting list (search_alert_matches_waiting_idx).
 */
export class MikroOrmAlertDigestRepository implements AlertDigestRepository {
  constructor(private readonly source: EntityManagerSource) {}

  /**
   * People with homes waiting, in id order from `after`: a skip scan of search_alert_matches_waiting_idx (one index
   * probe per person, the next id above the last), so a page costs its own size, not every waiting row (a plain
   * `select distinct` read all of them: 184 ms for 414,000 waiting rows in npm run bench:alerts).
   */
  async dueRecipients(query: { since: Date; after: string | null; limit: number }) {
    const rows = await this.source.fork().execute<{ user_id: string }[]>(
      DUE_SQL,
      [query.after ?? '00000000-0000-0000-0000-000000000000', query.since, query.limit],
    );
    return rows.map((r) => r.user_id);
  }

  /** search_alert_matches_property_idx for the listing's waiting rows, search_alert_digests_user_idx for each person. */
  async dueRecipientsOf(propertyId: string, since: Date) {
    const rows = await this.source.fork().execute<{ user_id: string }[]>(
      `select distinct m.user_id from search_alert_matches m
       where m.property_id = ? and m.state = 'PENDING'
         and not exists (select 1 from search_alert_digests d where d.user_id = m.user_id and d.status <> 'FAILED' and d.created_at > ?)
       order by m.user_id`,
      [propertyId, since],
    );
    return rows.map((r) => r.user_id);
  }

  async takeTurn(userId: string, since: Date) {
    const em = this.source.fork();
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`search-alert-sms:${userId}`]);
    const recent = await em.execute<{ id: string }[]>(
      `select id from search_alert_digests where user_id = ? and status <> 'FAILED' and created_at > ? limit 1`,
      [userId, since],
    );
    if (recent.length > 0) return null;
    return this.pendingFor(userId);
  }

  /** The person's waiting rows whose alert and whose home are both in the digest go to it: one statement. */
  async open(digest: AlertDigest) {
    const em = this.source.fork();
    await em.insert(AlertDigest, digest);
    if (digest.alertIds.length === 0 || digest.propertyIds.length === 0) return;
    const list = (ids: readonly string[]) => ids.map(() => '?::uuid').join(', ');
    await em.execute(
      `update search_alert_matches set state = 'SENT', digest_id = ?
       where user_id = ? and state = 'PENDING' and alert_id in (${list(digest.alertIds)}) and property_id in (${list(digest.propertyIds)})`,
      [digest.id, digest.userId, ...digest.alertIds, ...digest.propertyIds],
    );
  }

  async drop(userId: string, matches: readonly PendingMatch[]) {
    if (matches.length === 0) return;
    const { sql, params } = pairs(matches);
    await this.source.fork().execute(`update search_alert_matches set state = 'DROPPED' where user_id = ? and state = 'PENDING' and ${sql}`, [userId, ...params]);
  }

  async markSent(digestId: string, now: Date) {
    await this.source.fork().execute(`update search_alert_digests set status = 'SENT', sent_at = ? where id = ? and status = 'SENDING'`, [now, digestId]);
  }

  async release(digestId: string) {
    await this.source.fork().transactional(async (em) => {
      await em.execute(`update search_alert_digests set status = 'FAILED' where id = ? and status = 'SENDING'`, [digestId]);
      await em.execute(`update search_alert_matches set state = 'PENDING', digest_id = null where digest_id = ? and state = 'SENT'`, [digestId]);
    });
  }

  findByCode(code: string) {
    return this.source.fork().findOne(AlertDigest, { code });
  }

  findByStopTokenHash(hash: string) {
    return this.source.fork().findOne(AlertDigest, { stopTokenHash: hash });
  }

  historyOf(userId: string) {
    return this.source.fork().find(AlertDigest, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /**
   * In batches of PURGE_BATCH rows (short statements: no long lock or huge transaction on a table the matching
   * writes to), through search_alert_matches_done_idx (matched_at, partial on sent and dropped) and
   * search_alert_digests_created_idx.
   */
  async purge(cutoffs: { matchesBefore: Date; digestsBefore: Date }) {
    const em = this.source.fork();
    const batches = [
      { sql: PURGE_MATCHES_SQL, before: cutoffs.matchesBefore },
      { sql: PURGE_DIGESTS_SQL, before: cutoffs.digestsBefore },
    ];
    let purged = 0;
    for (const { sql, before } of batches) {
      for (;;) {
        const [row] = await em.execute<{ n: number }[]>(sql, [before, PURGE_BATCH]);
        purged += Number(row!.n);
        if (Number(row!.n) < PURGE_BATCH) break;
      }
    }
    return purged;
  }

  async pendingFor(userId: string) {
    const rows = await this.source
      .fork()
      .execute<MatchRow[]>(
        `select alert_id, property_id, matched_at from search_alert_matches where user_id = ? and state = 'PENDING' order by matched_at, property_id, alert_id`,
        [userId],
      );
    return rows.map(toMatch);
  }
}
