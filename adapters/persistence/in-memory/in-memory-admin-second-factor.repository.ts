import type { AdminSecondFactorRepository } from '../../../application/auth/ports/admin-second-factor.repository.port.js';
import type { PendingAdminSignInRepository } from '../../../application/auth/ports/pending-admin-sign-in.repository.port.js';
import type { AdminSecondFactor } from '../../../domain/auth/admin-second-factor.js';
import type { PendingAdminSignIn } from '../../../domain/auth/pending-admin-sign-in.js';
import { copyOf } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

interface RecoveryCodeRow {
  userId: string;
  codeHash: string;
  usedAt: Date | null;
}

export class InMemoryAdminSecondFactorRepository implements AdminSecondFactorRepository, InMemoryStore {
  private readonly factors = new Map<string, AdminSecondFactor>();
  private readonly codes = new Map<string, RecoveryCodeRow[]>();

  async findByUserId(userId: string) {
    const factor = this.factors.get(userId);
    return factor ? copyOf(factor) : null;
  }

  async begin(factor: AdminSecondFactor) {
    if (this.factors.has(factor.userId)) return false;
    this.factors.set(factor.userId, copyOf(factor));
    return true;
  }

  async confirm(userId: string, step: number, now: Date) {
    const factor = this.factors.get(userId);
    if (!factor || factor.confirmedAt) return false;
    factor.confirmedAt = now;
    factor.lastUsedStep = step;
    return true;
  }

  async useStep(userId: string, step: number) {
    const factor = this.factors.get(userId);
    if (!factor?.confirmedAt || (factor.lastUsedStep !== null && factor.lastUsedStep >= step)) return false;
    factor.lastUsedStep = step;
    return true;
  }

  async findSealed(afterId: string | null, limit: number) {
    return [...this.factors.values()]
      .filter((factor) => afterId === null || factor.userId > afterId)
      .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
      .slice(0, limit)
      .map((factor) => ({ id: factor.userId, sealed: factor.sealedSecret }));
  }

  async reseal(userId: string, from: string, to: string) {
    const factor = this.factors.get(userId);
    if (!factor || factor.sealedSecret !== from) return false;
    factor.sealedSecret = to;
    return true;
  }

  async replaceRecoveryCodes(userId: string, codeHashes: readonly string[]) {
    this.codes.set(userId, codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })));
  }

  async useRecoveryCode(userId: string, codeHash: string, now: Date) {
    const row = this.codes.get(userId)?.find((code) => code.codeHash === codeHash && code.usedAt === null);
    if (!row) return false;
    row.usedAt = now;
    return true;
  }

  async countUnusedRecoveryCodes(userId: string) {
    return (this.codes.get(userId) ?? []).filter((code) => code.usedAt === null).length;
  }

  snapshot() {
    const restoreFactors = snapshotMaps(this.factors);
    const saved = new Map([...this.codes].map(([userId, rows]) => [userId, rows.map((row) => ({ ...row }))]));
    return () => {
      restoreFactors();
      this.codes.clear();
      for (const [userId, rows] of saved) this.codes.set(userId, rows);
    };
  }
}

export class InMemoryPendingAdminSignInRepository implements PendingAdminSignInRepository, InMemoryStore {
  private readonly rows = new Map<string, PendingAdminSignIn>();

  async add(pending: PendingAdminSignIn) {
    this.rows.set(pending.id, copyOf(pending));
  }

  async findByTokenHash(tokenHash: string) {
    for (const row of this.rows.values()) if (row.tokenHash === tokenHash) return copyOf(row);
    return null;
  }

  async consume(id: string, now: Date) {
    const row = this.rows.get(id);
    if (!row || row.usedAt) return false;
    row.usedAt = now;
    return true;
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
