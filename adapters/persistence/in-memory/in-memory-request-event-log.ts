import type { RequestEventLog } from '../../../application/customer-service/ports/request-event-log.port.js';
import type { RequestEvent } from '../../../domain/customer-service/my-request.js';
import { copyOf } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

export class InMemoryRequestEventLog implements RequestEventLog, InMemoryStore {
  private readonly rows = new Map<string, RequestEvent>();

  async add(event: RequestEvent) {
    this.rows.set(event.id, copyOf(event));
  }

  async listFor(requestIds: readonly string[]) {
    const wanted = new Set(requestIds);
    return [...this.rows.values()]
      .filter((e) => wanted.has(e.requestId))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map(copyOf);
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
