import type { EntityManagerSource } from './entity-manager-source.js';

/**
 * The atomic steps of a store of one-time codes in one table (otp_challenges, confirmation_codes): codes grouped by
 * key columns (the phone number; the party and record), serialised per key by a transaction-scoped advisory lock
 * so parallel requests cannot both pass the quiet period; at most `keepOthers` other codes left open; attempts
 * counted in the row; the key's other open codes voided when one is used. The in-memory twin is
 * InMemoryOneTimeCodes (adapters/persistence/in-memory/in-memory-one-time-codes.ts).
 */
export class OneTimeCodeTable<T extends { id: string }> {
  private readonly keyMatch: string;

  /**
   * `table` and `keyColumns` are this module's own constants, never input; `lockPrefix` names the advisory locks;
   * `keyOf` reads a row's key values in the order of `keyColumns`.
   */
  constructor(
    private readonly source: EntityManagerSource,
    private readonly entity: new () => T,
    private readonly table: string,
    private readonly keyColumns: readonly string[],
    private readonly lockPrefix: string,
    private readonly keyOf: (row: T) => unknown[],
  ) {
    this.keyMatch = keyColumns.map((column) => `${column} = ?`).join(' and ');
  }

  /** Stores `code` unless the key's last code is younger than `quietSeconds`: 0 when stored, else the seconds left. */
  async issue(code: T, quietSeconds: number, now: Date, keepOthers: number): Promise<number> {
    const { table, keyMatch } = this;
    const key = this.keyOf(code);
    return this.source.fork().transactional(async (tx) => {
      const connection = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [`${this.lockPrefix}:${key.join(':')}`], 'all', ctx);
      const latest = await connection.execute<{ created_at: Date | string }[]>(
        `select created_at from ${table} where ${keyMatch} order by created_at desc limit 1`,
        key,
        'all',
        ctx,
      );
      const readyAt = latest[0] ? new Date(latest[0].created_at).getTime() + quietSeconds * 1000 : 0;
      if (readyAt > now.getTime()) return Math.ceil((readyAt - now.getTime()) / 1000);
      // Open codes but the newest `keepOthers` unexpired ones are voided (expired ones too: they are dead anyway).
      await connection.execute(
        `update ${table} set voided_at = ? where ${keyMatch} and consumed_at is null and voided_at is null and id not in (
           select id from ${table} where ${keyMatch} and consumed_at is null and voided_at is null and expires_at > ?
           order by created_at desc, id desc limit ?)`,
        [now, ...key, ...key, now, keepOthers],
        'run',
        ctx,
      );
      await tx.insert(this.entity, code);
      return 0;
    });
  }

  /** One more attempt on an open, unexpired code with attempts left: the attempts so far, or null. */
  async takeAttempt(id: string, maxAttempts: number, now: Date): Promise<number | null> {
    const rows = await this.source.fork().execute<{ attempts: number }[]>(
      `update ${this.table} set attempts = attempts + 1
       where id = ? and attempts < ? and consumed_at is null and voided_at is null and expires_at > ?
       returning attempts`,
      [id, maxAttempts, now],
    );
    return rows[0] ? Number(rows[0].attempts) : null;
  }

  /** Uses an open code (false when it was used or voided already) and voids the key's other open codes. */
  async consume(id: string, now: Date): Promise<boolean> {
    const { table } = this;
    return this.source.fork().transactional(async (tx) => {
      const changed = await tx.nativeUpdate(this.entity, { id, consumedAt: null, voidedAt: null } as never, { consumedAt: now } as never);
      if (changed !== 1) return false;
      await tx.getConnection().execute(
        `update ${table} c set voided_at = ? from ${table} used
         where used.id = ? and ${this.keyColumns.map((column) => `c.${column} = used.${column}`).join(' and ')}
           and c.consumed_at is null and c.voided_at is null`,
        [now, id],
        'run',
        tx.getTransactionContext(),
      );
      return true;
    });
  }
}
