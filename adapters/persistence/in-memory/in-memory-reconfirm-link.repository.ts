import type { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import type { DueListing, ReconfirmLinkRepository } from '../../../application/properties/ports/reconfirm-link.repository.port.js';
import type { ReconfirmAction, ReconfirmLink } from '../../../domain/properties/reconfirm-link.js';
import { copyOf } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

/** The in-memory twin of the reconfirm_links table (its unique (listing, window) index included). */
export class InMemoryReconfirmLinkRepository implements ReconfirmLinkRepository, InMemoryStore {
  private readonly rows = new Map<string, ReconfirmLink>();

  /** Reads the live listings through the listings' own store (the SQL adapter joins the two tables); given lazily, as the stores are built together. */
  constructor(private readonly properties: () => PropertyRepository) {}

  async findDue(after: Date, until: Date, limit: number): Promise<DueListing[]> {
    const live = await this.properties().list({ filter: { status: 'LIVE', now: after }, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: Number.MAX_SAFE_INTEGER });
    return live.items
      .filter((p) => p.listedUntil !== null && p.listedUntil.getTime() > after.getTime() && p.listedUntil.getTime() <= until.getTime())
      .filter((p) => !this.windowTaken(p.id, p.listedUntil!))
      .sort((a, b) => a.listedUntil!.getTime() - b.listedUntil!.getTime() || (a.id < b.id ? -1 : 1))
      .slice(0, limit)
      .map((p) => ({ propertyId: p.id, ownerId: p.ownerId, windowEndsAt: new Date(p.listedUntil!) }));
  }

  async findUnsent(endsAfter: Date, limit: number, afterId = ''): Promise<string[]> {
    const open = [...this.rows.values()].filter((row) => row.sentAt === null && row.windowEndsAt.getTime() > endsAfter.getTime() && row.id > afterId);
    const ids: string[] = [];
    for (const row of open.sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const property = await this.properties().findById(row.propertyId);
      if (property?.status === 'LIVE' && property.listedUntil?.getTime() === row.windowEndsAt.getTime()) ids.push(row.id);
      if (ids.length === limit) break;
    }
    return ids;
  }

  async add(link: ReconfirmLink): Promise<boolean> {
    if (this.windowTaken(link.propertyId, link.windowEndsAt)) return false;
    this.rows.set(link.id, copyOf(link));
    return true;
  }

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copyOf(row) : null;
  }

  async findByTokenHash(tokenHash: string) {
    for (const row of this.rows.values()) if (row.tokenHash === tokenHash) return copyOf(row);
    return null;
  }

  async markSent(id: string, tokenHash: string, now: Date) {
    const row = this.rows.get(id);
    if (!row || row.sentAt) return false;
    row.sentAt = now;
    row.tokenHash = tokenHash;
    return true;
  }

  async unmarkSent(id: string, tokenHash: string) {
    const row = this.rows.get(id);
    if (!row || row.tokenHash !== tokenHash || row.usedAt) return;
    row.sentAt = null;
    row.tokenHash = null;
  }

  async consume(id: string, action: ReconfirmAction, now: Date) {
    const row = this.rows.get(id);
    if (!row || row.usedAt) return false;
    row.usedAt = now;
    row.usedAction = action;
    return true;
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }

  private windowTaken(propertyId: string, windowEndsAt: Date): boolean {
    for (const row of this.rows.values()) if (row.propertyId === propertyId && row.windowEndsAt.getTime() === windowEndsAt.getTime()) return true;
    return false;
  }
}
