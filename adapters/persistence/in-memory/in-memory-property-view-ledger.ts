import type { PropertyViewLedger } from '../../../application/properties/ports/property-view-ledger.port.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

/** Last day each viewer opened each listing. */
export class InMemoryPropertyViewLedger implements PropertyViewLedger, InMemoryStore {
  private readonly lastDay = new Map<string, string>();

  async record(propertyId: string, viewerKey: string, day: string) {
    const key = `${propertyId}\u0000${viewerKey}`;
    const last = this.lastDay.get(key);
    if (last !== undefined && last >= day) return false;
    this.lastDay.set(key, day);
    return true;
  }

  snapshot() {
    return snapshotMaps(this.lastDay);
  }
}
