import { copyOf, deleteRowsWhere } from './in-memory-list.js';
import { snapshotMaps } from './in-memory-unit-of-work.js';

/** What every one-time code row has (OTP challenges, confirmation codes). */
export interface OneTimeCodeRow {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
  voidedAt: Date | null;
  attempts: number;
}

const newest = (a: OneTimeCodeRow, b: OneTimeCodeRow) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const open = (row: OneTimeCodeRow) => !row.consumedAt && !row.voidedAt;

/**
 * The atomic steps of a store of one-time codes, in a map (one caller at a time in a process): codes grouped by a
 * key (the phone number; the party and record), a quiet period between two codes of a key, at most `keepOthers`
 * other codes left open, attempts counted in the row, and the key's other open codes voided when one is used.
 * The PostgreSQL twin is OneTimeCodeTable (adapters/persistence/mikro-orm/one-time-code-table.ts).
 */
export class InMemoryOneTimeCodes<T extends OneTimeCodeRow, K> {
  readonly rows = new Map<string, T>();

  constructor(private readonly keyOf: (row: K) => string) {}

  private of(key: K): T[] {
    const wanted = this.keyOf(key);
    return [...this.rows.values()].filter((row) => this.keyOf(row as unknown as K) === wanted);
  }

  async latest(key: K): Promise<T | null> {
    const found = this.of(key).sort(newest)[0];
    return found ? copyOf(found) : null;
  }

  async live(key: K, now: Date, limit: number): Promise<T[]> {
    return this.of(key)
      .filter((row) => open(row) && row.expiresAt > now)
      .sort(newest)
      .slice(0, limit)
      .map((row) => copyOf(row));
  }

  async issue(code: T & K, quietSeconds: number, now: Date, keepOthers: number): Promise<number> {
    const latest = await this.latest(code);
    const readyAt = latest ? latest.createdAt.getTime() + quietSeconds * 1000 : 0;
    if (readyAt > now.getTime()) return Math.ceil((readyAt - now.getTime()) / 1000);
    const kept = new Set((await this.live(code, now, keepOthers)).map((row) => row.id));
    for (const row of this.of(code)) if (open(row) && !kept.has(row.id)) row.voidedAt = now;
    this.rows.set(code.id, copyOf(code));
    return 0;
  }

  async takeAttempt(id: string, maxAttempts: number, now: Date): Promise<number | null> {
    const row = this.rows.get(id);
    if (!row || !open(row) || row.attempts >= maxAttempts || row.expiresAt <= now) return null;
    row.attempts += 1;
    return row.attempts;
  }

  async consume(id: string, now: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || !open(row)) return false;
    row.consumedAt = now;
    for (const other of this.of(row as unknown as K)) if (open(other)) other.voidedAt = now;
    return true;
  }

  /** Deletes the rows `spent` says are done with; how many. */
  async purge(spent: (row: T) => boolean): Promise<number> {
    return deleteRowsWhere(this.rows, spent);
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
