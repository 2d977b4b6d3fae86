import type { AlertDigestRepository } from '../../../application/search-alerts/ports/alert-digest.repository.port.js';
import type { AddSearchAlertOutcome, SearchAlertRepository } from '../../../application/search-alerts/ports/search-alert.repository.port.js';
import type { AlertDigest, PendingMatch } from '../../../domain/search-alerts/alert-digest.js';
import { matchesListing, sameSearch, type ListingFacts, type SearchAlert } from '../../../domain/search-alerts/search-alert.js';
import { copyOf, saveVersionedInMemory } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

interface MatchRow extends PendingMatch {
  userId: string;
  state: 'PENDING' | 'SENT' | 'DROPPED';
  digestId: string | null;
}

const key = (alertId: string, propertyId: string) => `${alertId}:${propertyId}`;
const byAge = (a: PendingMatch, b: PendingMatch) =>
  a.matchedAt.getTime() - b.matchedAt.getTime() || (a.propertyId < b.propertyId ? -1 : a.propertyId > b.propertyId ? 1 : a.alertId < b.alertId ? -1 : 1);
const pending = (row: MatchRow): PendingMatch => ({ alertId: row.alertId, propertyId: row.propertyId, matchedAt: new Date(row.matchedAt) });

/**
 * Alerts, their waiting matches and the SMS records in process memory: both ports over the same rows, as the two
 * SQL repositories share their tables. Matching checks each alert with the domain's rule (matchesListing); the
 * SQL adapter does it in one statement, and the contract holds both to the same answers.
 */
export class InMemorySearchAlertStore implements SearchAlertRepository, AlertDigestRepository, InMemoryStore {
  private readonly alerts = new Map<string, SearchAlert>();
  private readonly matches = new Map<string, MatchRow>();
  private readonly digests = new Map<string, AlertDigest>();

  // --- SearchAlertRepository

  async add(alert: SearchAlert, cap: number): Promise<AddSearchAlertOutcome> {
    const mine = [...this.alerts.values()].filter((other) => other.userId === alert.userId);
    if (mine.some((other) => sameSearch(other, alert))) return 'duplicate';
    if (mine.length >= cap) return 'full';
    saveVersionedInMemory(this.alerts, alert);
    return 'added';
  }

  async findById(id: string) {
    const row = this.alerts.get(id);
    return row ? copyOf(row) : null;
  }

  async findByIds(ids: readonly string[]) {
    return ids.flatMap((id) => (this.alerts.has(id) ? [copyOf(this.alerts.get(id)!)] : []));
  }

  async listByUser(userId: string) {
    return [...this.alerts.values()]
      .filter((alert) => alert.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map(copyOf);
  }

  async save(alert: SearchAlert) {
    saveVersionedInMemory(this.alerts, alert);
  }

  async delete(id: string) {
    if (!this.alerts.delete(id)) return false;
    for (const [k, row] of this.matches) if (row.alertId === id) this.matches.delete(k);
    return true;
  }

  async recordMatches(listing: ListingFacts, now: Date, options: { verifiedOnly?: boolean } = {}) {
    let found = 0;
    for (const alert of this.alerts.values()) {
      if (!alert.isActive || alert.userId === listing.ownerId || !matchesListing(alert, listing)) continue;
      if (options.verifiedOnly && !alert.verifiedOnly) continue;
      const k = key(alert.id, listing.id);
      if (this.matches.has(k)) continue;
      this.matches.set(k, { alertId: alert.id, propertyId: listing.id, userId: alert.userId, matchedAt: now, state: 'PENDING', digestId: null });
      found += 1;
    }
    return found;
  }

  // --- AlertDigestRepository

  async dueRecipients(query: { since: Date; after: string | null; limit: number }) {
    const waiting = new Set([...this.matches.values()].filter((m) => m.state === 'PENDING').map((m) => m.userId));
    return [...waiting]
      .filter((userId) => (query.after === null || userId > query.after) && !this.hadSmsSince(userId, query.since))
      .sort()
      .slice(0, query.limit);
  }

  async dueRecipientsOf(propertyId: string, since: Date) {
    const waiting = new Set([...this.matches.values()].filter((m) => m.propertyId === propertyId && m.state === 'PENDING').map((m) => m.userId));
    return [...waiting].filter((userId) => !this.hadSmsSince(userId, since)).sort();
  }

  async takeTurn(userId: string, since: Date) {
    if (this.hadSmsSince(userId, since)) return null;
    return this.pendingFor(userId);
  }

  async open(digest: AlertDigest) {
    this.digests.set(digest.id, copyOf(digest));
    const homes = new Set(digest.propertyIds);
    const alerts = new Set(digest.alertIds);
    for (const row of this.matches.values()) {
      if (row.userId === digest.userId && row.state === 'PENDING' && alerts.has(row.alertId) && homes.has(row.propertyId)) {
        row.state = 'SENT';
        row.digestId = digest.id;
      }
    }
  }

  async drop(userId: string, matches: readonly PendingMatch[]) {
    for (const m of matches) {
      const row = this.matches.get(key(m.alertId, m.propertyId));
      if (row && row.userId === userId && row.state === 'PENDING') row.state = 'DROPPED';
    }
  }

  async markSent(digestId: string, now: Date) {
    const digest = this.digests.get(digestId);
    if (!digest || digest.status !== 'SENDING') return;
    digest.status = 'SENT';
    digest.sentAt = now;
  }

  async release(digestId: string) {
    const digest = this.digests.get(digestId);
    if (!digest || digest.status !== 'SENDING') return;
    digest.status = 'FAILED';
    for (const row of this.matches.values()) {
      if (row.digestId === digestId && row.state === 'SENT') {
        row.state = 'PENDING';
        row.digestId = null;
      }
    }
  }

  async findByCode(code: string) {
    const found = [...this.digests.values()].find((d) => d.code === code);
    return found ? copyOf(found) : null;
  }

  async findByStopTokenHash(hash: string) {
    const found = [...this.digests.values()].find((d) => d.stopTokenHash === hash);
    return found ? copyOf(found) : null;
  }

  async historyOf(userId: string) {
    return [...this.digests.values()]
      .filter((d) => d.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map(copyOf);
  }

  async pendingFor(userId: string) {
    return [...this.matches.values()].filter((m) => m.userId === userId && m.state === 'PENDING').map(pending).sort(byAge);
  }

  async purge(cutoffs: { matchesBefore: Date; digestsBefore: Date }) {
    let purged = 0;
    for (const [k, row] of this.matches) {
      if (row.state !== 'PENDING' && row.matchedAt.getTime() < cutoffs.matchesBefore.getTime()) {
        this.matches.delete(k);
        purged += 1;
      }
    }
    for (const [id, digest] of this.digests) {
      if (digest.createdAt.getTime() < cutoffs.digestsBefore.getTime()) {
        this.digests.delete(id);
        purged += 1;
      }
    }
    return purged;
  }

  snapshot() {
    return snapshotMaps(this.alerts, this.matches, this.digests);
  }

  private hadSmsSince(userId: string, since: Date): boolean {
    return [...this.digests.values()].some((d) => d.userId === userId && d.status !== 'FAILED' && d.createdAt.getTime() > since.getTime());
  }
}
