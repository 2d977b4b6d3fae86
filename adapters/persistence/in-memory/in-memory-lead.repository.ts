import type { LeadListFilter, LeadRepository, LeadSortField } from '../../../application/leads/ports/lead.repository.port.js';
import type { IdempotencyStamp, KeyHolder } from '../../../application/shared/idempotency.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import type { Lead } from '../../../domain/leads/lead.js';
import { ConcurrentModificationError } from '../../../domain/shared/domain-error.js';
import { claimRowsByMobile, copyOf, listInMemory, newestFirst, purgeAddressedRows, saveVersionedInMemory } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

export class InMemoryLeadRepository implements LeadRepository, InMemoryStore {
  private readonly rows = new Map<string, Lead>();
  /** Idempotency-Key → the lead it created and its request's fingerprint (a unique index in SQL). */
  private readonly keys = new Map<string, { id: string; fingerprint: string }>();

  async purge(deleteBefore: Date, clearAddressBefore: Date) {
    // An idempotency key goes with its lead.
    return purgeAddressedRows(this.rows, deleteBefore, clearAddressBefore, (id) => {
      for (const [key, entry] of this.keys) if (entry.id === id) this.keys.delete(key);
    });
  }

  async listByUser(userId: string) {
    return newestFirst([...this.rows.values()].filter((row) => row.userId === userId)).map(copyOf);
  }

  async claimByMobile(mobileNo: string, userId: string) {
    return claimRowsByMobile(this.rows, mobileNo, userId);
  }

  async listByMobile(mobileNo: string) {
    return newestFirst([...this.rows.values()].filter((row) => row.mobileNo === mobileNo)).map(copyOf);
  }

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copyOf(row) : null;
  }

  async findByVisitId(visitId: string) {
    const row = [...this.rows.values()].find((l) => l.visitId === visitId);
    return row ? copyOf(row) : null;
  }

  async save(lead: Lead) {
    // The unique index on visit_id: a second lead of one visit (a racing twin) is refused.
    if (lead.visitId !== null && [...this.rows.values()].some((l) => l.visitId === lead.visitId && l.id !== lead.id)) throw new ConcurrentModificationError();
    saveVersionedInMemory(this.rows, lead);
  }

  async findByIdempotencyKey(key: string): Promise<KeyHolder<Lead> | null> {
    const entry = this.keys.get(key);
    return entry ? { record: copyOf(this.rows.get(entry.id)!), fingerprint: entry.fingerprint } : null;
  }

  async insertOnce(lead: Lead, stamp: IdempotencyStamp): Promise<KeyHolder<Lead> | null> {
    // Checked and set with no await in between, as one statement would be.
    const taken = this.keys.get(stamp.key);
    if (taken) return { record: copyOf(this.rows.get(taken.id)!), fingerprint: taken.fingerprint };
    saveVersionedInMemory(this.rows, lead);
    this.keys.set(stamp.key, { id: lead.id, fingerprint: stamp.fingerprint });
    return null;
  }

  async list(query: ListQuery<LeadListFilter, LeadSortField>): Promise<Page<Lead>> {
    const page = listInMemory(
      [...this.rows.values()],
      query,
      (l, f) =>
        (!f.type || l.type === f.type) &&
        (!f.status || l.status === f.status) &&
        (f.hasProperty === undefined || (l.propertyId !== null) === f.hasProperty) &&
        (f.fromVisit === undefined || (l.visitId !== null) === f.fromVisit),
      (l) => [l.firstName, l.lastName, l.mobileNo, l.email ?? ''].join(' '),
      { firstStatus: 'NEW', rest: (a, b) => b.priority - a.priority || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) },
    );
    return { items: page.items.map(copyOf), total: page.total };
  }

  snapshot() {
    return snapshotMaps(this.rows, this.keys);
  }
}
