import type { WishlistRepository } from '../../../application/properties/ports/wishlist.repository.port.js';
import type { EntityManagerSource } from './entity-manager-source.js';

/**
 * A plain join table; toggling is a delete-or-insert in one transaction, serialised per person and listing
 * (two quick taps on a heart: the second undoes the first, and each answer says what is stored).
 */
export class PostgresWishlistRepository implements WishlistRepository {
  constructor(private readonly source: EntityManagerSource) {}

  async toggle(userId: string, propertyId: string, now: Date) {
    return this.source.fork().transactional(async (em) => {
      const connection = em.getConnection();
      const tx = em.getTransactionContext();
      await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [`wishlist:${userId}:${propertyId}`], 'all', tx);
      const removed = await connection.execute<{ property_id: string }[]>(
        'delete from wishlist_entries where user_id = ? and property_id = ? returning property_id',
        [userId, propertyId],
        'all',
        tx,
      );
      if (removed.length > 0) return false;
      const added = await connection.execute<{ property_id: string }[]>(
        'insert into wishlist_entries (user_id, property_id, created_at) values (?, ?, ?) on conflict do nothing returning property_id',
        [userId, propertyId, now],
        'all',
        tx,
      );
      return added.length > 0;
    });
  }

  async clear(userId: string) {
    const rows = await this.source.fork().execute<{ property_id: string }[]>('delete from wishlist_entries where user_id = ? returning property_id', [userId]);
    return rows.length;
  }

  async list(userId: string, offset: number, limit: number) {
    const em = this.source.fork();
    const rows = await em.execute<{ property_id: string }[]>(
      'select property_id from wishlist_entries where user_id = ? order by created_at desc, property_id desc limit ? offset ?',
      [userId, limit, offset],
    );
    const count = await em.execute<{ n: number }[]>('select count(*)::int as n from wishlist_entries where user_id = ?', [userId]);
    return { propertyIds: rows.map((r) => r.property_id), total: Number(count[0]!.n) };
  }

  async contains(userId: string, propertyIds: string[]) {
    if (propertyIds.length === 0) return new Set<string>();
    const rows = await this.source
      .fork()
      .execute<{ property_id: string }[]>(
        `select property_id from wishlist_entries where user_id = ? and property_id in (${propertyIds.map(() => '?').join(', ')})`,
        [userId, ...propertyIds],
      );
    return new Set(rows.map((r) => r.property_id));
  }
}
