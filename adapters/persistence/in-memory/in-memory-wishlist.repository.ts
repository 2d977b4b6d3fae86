import type { WishlistRepository } from '../../../application/properties/ports/wishlist.repository.port.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

export class InMemoryWishlistRepository implements WishlistRepository, InMemoryStore {
  private readonly entries = new Map<string, Date>();

  async toggle(userId: string, propertyId: string, now: Date) {
    const key = `${userId}:${propertyId}`;
    if (this.entries.delete(key)) return false;
    this.entries.set(key, now);
    return true;
  }

  async list(userId: string, offset: number, limit: number) {
    const mine = [...this.entries.entries()]
      .filter(([key]) => key.startsWith(`${userId}:`))
      .sort((a, b) => b[1].getTime() - a[1].getTime() || (a[0] < b[0] ? 1 : -1))
      .map(([key]) => key.slice(userId.length + 1));
    return { propertyIds: mine.slice(offset, offset + limit), total: mine.length };
  }

  async contains(userId: string, propertyIds: string[]) {
    return new Set(propertyIds.filter((id) => this.entries.has(`${userId}:${id}`)));
  }

  async clear(userId: string) {
    let count = 0;
    for (const key of [...this.entries.keys()]) {
      if (!key.startsWith(`${userId}:`)) continue;
      this.entries.delete(key);
      count += 1;
    }
    return count;
  }

  snapshot() {
    return snapshotMaps(this.entries);
  }
}
