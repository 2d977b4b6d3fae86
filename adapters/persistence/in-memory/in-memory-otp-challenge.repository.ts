import type { OtpChallengeRepository } from '../../../application/auth/ports/otp-challenge.repository.port.js';
import type { OtpChallenge } from '../../../domain/auth/otp-challenge.js';
import { copyOf } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

export class InMemoryOtpChallengeRepository implements OtpChallengeRepository, InMemoryStore {
  private readonly rows = new Map<string, OtpChallenge>();

  async findLatestForNumber(mobileNo: string) {
    let latest: OtpChallenge | null = null;
    for (const row of this.rows.values()) {
      if (row.mobileNo !== mobileNo) continue;
      if (!latest || row.createdAt > latest.createdAt || (row.createdAt.getTime() === latest.createdAt.getTime() && row.id > latest.id)) latest = row;
    }
    return latest ? copyOf(latest) : null;
  }

  async findLiveForNumber(mobileNo: string, now: Date, limit: number) {
    return [...this.rows.values()]
      .filter((row) => row.mobileNo === mobileNo && !row.consumedAt && !row.voidedAt && row.expiresAt > now)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .slice(0, limit)
      .map((row) => copyOf(row));
  }

  async issue(challenge: OtpChallenge, quietSeconds: number, now: Date, keepOthers: number) {
    const latest = await this.findLatestForNumber(challenge.mobileNo);
    const readyAt = latest ? latest.createdAt.getTime() + quietSeconds * 1000 : 0;
    if (readyAt > now.getTime()) return Math.ceil((readyAt - now.getTime()) / 1000);
    const kept = new Set((await this.findLiveForNumber(challenge.mobileNo, now, keepOthers)).map((row) => row.id));
    for (const row of this.rows.values()) {
      if (row.mobileNo === challenge.mobileNo && !row.consumedAt && !row.voidedAt && !kept.has(row.id)) row.voidedAt = now;
    }
    this.rows.set(challenge.id, copyOf(challenge));
    return 0;
  }

  async takeAttempt(id: string, maxAttempts: number, now: Date) {
    const row = this.rows.get(id);
    if (!row || row.consumedAt || row.voidedAt || row.attempts >= maxAttempts || row.expiresAt <= now) return null;
    row.attempts += 1;
    return row.attempts;
  }

  async consume(id: string, now: Date) {
    const row = this.rows.get(id);
    if (!row || row.consumedAt || row.voidedAt) return false;
    row.consumedAt = now;
    for (const other of this.rows.values()) {
      if (other.mobileNo === row.mobileNo && !other.consumedAt && !other.voidedAt) other.voidedAt = now;
    }
    return true;
  }

  async delete(id: string) {
    this.rows.delete(id);
  }

  async deleteForNumber(mobileNo: string) {
    let deleted = 0;
    for (const [id, row] of this.rows) {
      if (row.mobileNo !== mobileNo) continue;
      this.rows.delete(id);
      deleted += 1;
    }
    return deleted;
  }

  async purgeSpent(now: Date) {
    let deleted = 0;
    for (const [id, row] of this.rows) {
      if (row.consumedAt || row.voidedAt || row.expiresAt <= now) {
        this.rows.delete(id);
        deleted += 1;
      }
    }
    return deleted;
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
