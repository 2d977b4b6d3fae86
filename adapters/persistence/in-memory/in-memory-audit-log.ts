import { v7 as uuid } from 'uuid';
import type { AuditFilter, AuditLog } from '../../../application/audit/ports/audit-log.port.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import type { AuditEntry, AuditRecord } from '../../../domain/audit/audit-entry.js';
import { listInMemory } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

/** The audit log in process memory: entries are only ever added (a failed unit of work takes its own back), and purged past the retention. */
export class InMemoryAuditLog implements AuditLog, InMemoryStore {
  private readonly entries = new Map<string, AuditEntry>();

  /** `from`: the address of the request being served, when there is one. */
  constructor(private readonly from: () => string | null = () => null) {}

  async record(entry: AuditRecord): Promise<void> {
    const id = uuid();
    this.entries.set(id, { ...structuredClone(entry), id, from: this.from() });
  }

  async list(query: ListQuery<AuditFilter, 'at'>): Promise<Page<AuditEntry>> {
    const page = listInMemory([...this.entries.values()], query, matches, (e) => `${e.action} ${e.subject.type} ${e.subject.id ?? ''}`);
    return { items: page.items.map((e) => structuredClone(e)), total: page.total };
  }

  async purge(before: Date): Promise<number> {
    let deleted = 0;
    for (const [id, entry] of this.entries) {
      if (entry.at >= before) continue;
      this.entries.delete(id);
      deleted += 1;
    }
    return deleted;
  }

  snapshot(): () => void {
    return snapshotMaps(this.entries as Map<unknown, unknown>);
  }
}

function matches(e: AuditEntry, f: AuditFilter): boolean {
  return (
    (!f.actorId || e.actorId === f.actorId) &&
    (!f.action || e.action === f.action) &&
    (!f.subjectType || e.subject.type === f.subjectType) &&
    (!f.subjectId || e.subject.id === f.subjectId) &&
    (!f.from || e.at >= f.from) &&
    (!f.to || e.at < f.to)
  );
}
