import type { AdminSecondFactorRepository } from '../../../application/auth/ports/admin-second-factor.repository.port.js';
import type { PendingAdminSignInRepository } from '../../../application/auth/ports/pending-admin-sign-in.repository.port.js';
import { AdminSecondFactor } from '../../../domain/auth/admin-second-factor.js';
import { PendingAdminSignIn } from '../../../domain/auth/pending-admin-sign-in.js';
import type { EntityManagerSource } from './entity-manager-source.js';

interface FactorRow {
  user_id: string;
  sealed_secret: string;
  created_at: Date | string;
  confirmed_at: Date | string | null;
  last_used_step: number | string | null;
}

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Plain SQL over three small tables. Whether a code counts is decided by one conditional statement each
 * (`... where last_used_step < ?`, `... where used_at is null`), so two instances given the same code accept it once.
 */
export class PostgresAdminSecondFactorRepository implements AdminSecondFactorRepository {
  constructor(private readonly source: EntityManagerSource) {}

  async findByUserId(userId: string) {
    const [row] = await this.source.fork().execute<FactorRow[]>('select * from admin_second_factors where user_id = ?', [userId]);
    if (!row) return null;
    const factor = Object.assign(new AdminSecondFactor(), {
      userId: row.user_id,
      sealedSecret: row.sealed_secret,
      createdAt: dateOf(row.created_at),
      confirmedAt: row.confirmed_at === null ? null : dateOf(row.confirmed_at),
      lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
    });
    return factor;
  }

  async begin(factor: AdminSecondFactor) {
    const rows = await this.source
      .fork()
      .execute<{ user_id: string }[]>(
        'insert into admin_second_factors (user_id, sealed_secret, created_at, confirmed_at, last_used_step) values (?, ?, ?, null, null) on conflict do nothing returning user_id',
        [factor.userId, factor.sealedSecret, factor.createdAt],
      );
    return rows.length === 1;
  }

  async confirm(userId: string, step: number, now: Date) {
    const rows = await this.source
      .fork()
      .execute<{ user_id: string }[]>(
        'update admin_second_factors set confirmed_at = ?, last_used_step = ? where user_id = ? and confirmed_at is null returning user_id',
        [now, step, userId],
      );
    return rows.length === 1;
  }

  async useStep(userId: string, step: number) {
    const rows = await this.source
      .fork()
      .execute<{ user_id: string }[]>(
        'update admin_second_factors set last_used_step = ? where user_id = ? and confirmed_at is not null and (last_used_step is null or last_used_step < ?) returning user_id',
        [step, userId, step],
      );
    return rows.length === 1;
  }

  async findSealed(afterId: string | null, limit: number) {
    const rows = await this.source
      .fork()
      .execute<Array<{ user_id: string; sealed_secret: string }>>(
        `select user_id, sealed_secret from admin_second_factors ${afterId ? 'where user_id > ?' : ''} order by user_id limit ?`,
        afterId ? [afterId, limit] : [limit],
      );
    return rows.map((r) => ({ id: r.user_id, sealed: r.sealed_secret }));
  }

  async reseal(userId: string, from: string, to: string) {
    const rows = await this.source
      .fork()
      .execute<{ user_id: string }[]>('update admin_second_factors set sealed_secret = ? where user_id = ? and sealed_secret = ? returning user_id', [to, userId, from]);
    return rows.length === 1;
  }

  async replaceRecoveryCodes(userId: string, codeHashes: readonly string[], now: Date) {
    await this.source.fork().transactional(async (em) => {
      await em.execute('delete from admin_recovery_codes where user_id = ?', [userId]);
      if (codeHashes.length === 0) return;
      await em.execute(
        `insert into admin_recovery_codes (user_id, code_hash, created_at, used_at) values ${codeHashes.map(() => '(?, ?, ?, null)').join(', ')}`,
        codeHashes.flatMap((hash) => [userId, hash, now]),
      );
    });
  }

  async useRecoveryCode(userId: string, codeHash: string, now: Date) {
    const rows = await this.source
      .fork()
      .execute<{ user_id: string }[]>(
        'update admin_recovery_codes set used_at = ? where user_id = ? and code_hash = ? and used_at is null returning user_id',
        [now, userId, codeHash],
      );
    return rows.length === 1;
  }

  async countUnusedRecoveryCodes(userId: string) {
    const [row] = await this.source
      .fork()
      .execute<{ n: number }[]>('select count(*)::int as n from admin_recovery_codes where user_id = ? and used_at is null', [userId]);
    return Number(row?.n ?? 0);
  }
}

interface PendingRow {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: Date | string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export class PostgresPendingAdminSignInRepository implements PendingAdminSignInRepository {
  constructor(private readonly source: EntityManagerSource) {}

  /** Also clears the admin's pending sign-ins that have run out, so the table holds only live ones and a few used. */
  async add(pending: PendingAdminSignIn) {
    const em = this.source.fork();
    await em.execute('delete from admin_pending_sign_ins where user_id = ? and expires_at <= ?', [pending.userId, pending.createdAt]);
    await em.execute(
      'insert into admin_pending_sign_ins (id, token_hash, user_id, created_at, expires_at, used_at) values (?, ?, ?, ?, ?, null)',
      [pending.id, pending.tokenHash, pending.userId, pending.createdAt, pending.expiresAt],
    );
  }

  async findByTokenHash(tokenHash: string) {
    const [row] = await this.source.fork().execute<PendingRow[]>('select * from admin_pending_sign_ins where token_hash = ?', [tokenHash]);
    if (!row) return null;
    return Object.assign(new PendingAdminSignIn(), {
      id: row.id,
      tokenHash: row.token_hash,
      userId: row.user_id,
      createdAt: dateOf(row.created_at),
      expiresAt: dateOf(row.expires_at),
      usedAt: row.used_at === null ? null : dateOf(row.used_at),
    });
  }

  async consume(id: string, now: Date) {
    const rows = await this.source
      .fork()
      .execute<{ id: string }[]>('update admin_pending_sign_ins set used_at = ? where id = ? and used_at is null returning id', [now, id]);
    return rows.length === 1;
  }
}
