import type { DueListing, ReconfirmLinkRepository } from '../../../application/properties/ports/reconfirm-link.repository.port.js';
import { ReconfirmLink, type ReconfirmAction } from '../../../domain/properties/reconfirm-link.js';
import type { EntityManagerSource } from './entity-manager-source.js';

/**
 * The live listings whose window ends in (after, until] with no reminder for that window: a range over the
 * partial index on live listings' `listed_until` (in window order), each checked against the unique
 * (property_id, window_ends_at) index. Exported for the plan test (EXPLAIN).
 */
export const DUE_LISTINGS_SQL = `select p.id, p.owner_id, p.listed_until from properties p
  where p.status = 'LIVE' and p.listed_until > ? and p.listed_until <= ?
    and not exists (select 1 from reconfirm_links l where l.property_id = p.id and l.window_ends_at = p.listed_until)
  order by p.listed_until, p.id
  limit ?`;

/** Reminders not sent whose window ends after the given instant (still open, past today), through the partial index of unsent reminders. Exported for the plan test. */
export const UNSENT_SQL = `select l.id from reconfirm_links l join properties p on p.id = l.property_id
  where l.sent_at is null and l.window_ends_at > ? and l.id > ?
    and p.status = 'LIVE' and p.listed_until = l.window_ends_at
  order by l.id
  limit ?`;

/**
 * Reminders and links in PostgreSQL (table reconfirm_links). Each step that must hold across instances is one
 * statement: planning (`insert ... on conflict do nothing` on the unique (listing, window) index), claiming the
 * send (`update ... where sent_at is null`), using the link (`update ... where used_at is null`).
 */
export class MikroOrmReconfirmLinkRepository implements ReconfirmLinkRepository {
  constructor(private readonly source: EntityManagerSource) {}

  async findDue(after: Date, until: Date, limit: number): Promise<DueListing[]> {
    const rows = await this.source.fork().execute<{ id: string; owner_id: string; listed_until: Date | string }[]>(DUE_LISTINGS_SQL, [after, until, limit]);
    return rows.map((row) => ({ propertyId: row.id, ownerId: row.owner_id, windowEndsAt: new Date(row.listed_until) }));
  }

  async findUnsent(endsAfter: Date, limit: number, afterId = '00000000-0000-0000-0000-000000000000'): Promise<string[]> {
    const rows = await this.source.fork().execute<{ id: string }[]>(UNSENT_SQL, [endsAfter, afterId, limit]);
    return rows.map((row) => row.id);
  }

  async add(link: ReconfirmLink): Promise<boolean> {
    const rows = await this.source.fork().execute<{ id: string }[]>(
      `insert into reconfirm_links (id, property_id, owner_id, window_ends_at, created_at, expires_at, sent_at, token_hash, used_at, used_action)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (property_id, window_ends_at) do nothing returning id`,
      [link.id, link.propertyId, link.ownerId, link.windowEndsAt, link.createdAt, link.expiresAt, link.sentAt, link.tokenHash, link.usedAt, link.usedAction],
    );
    return rows.length === 1;
  }

  findById(id: string) {
    return this.source.fork().findOne(ReconfirmLink, { id });
  }

  findByTokenHash(tokenHash: string) {
    return this.source.fork().findOne(ReconfirmLink, { tokenHash });
  }

  async markSent(id: string, tokenHash: string, now: Date) {
    return (await this.source.fork().nativeUpdate(ReconfirmLink, { id, sentAt: null }, { sentAt: now, tokenHash })) === 1;
  }

  async unmarkSent(id: string, tokenHash: string) {
    await this.source.fork().nativeUpdate(ReconfirmLink, { id, tokenHash, usedAt: null }, { sentAt: null, tokenHash: null });
  }

  async consume(id: string, action: ReconfirmAction, now: Date) {
    return (await this.source.fork().nativeUpdate(ReconfirmLink, { id, usedAt: null }, { usedAt: now, usedAction: action })) === 1;
  }
}
