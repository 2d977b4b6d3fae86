import type { RiderApplicationListFilter, RiderApplicationRepository, RiderApplicationSortField } from '../../../application/riders/ports/rider-application.repository.port.js';
import type { RiderIdNumberStore } from '../../../application/riders/ports/rider-id-number.store.port.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import { RiderApplicationMessages, type RiderApplication } from '../../../domain/riders/rider-application.js';
import { ConcurrentModificationError, ConflictError } from '../../../domain/shared/domain-error.js';
import { copyOf, listInMemory, saveVersionedInMemory } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: RiderApplication, b: RiderApplication) =>
  compareIds(a.firstName, b.firstName) || compareIds(a.lastName, b.lastName) || compareIds(a.id, b.id);
/** Later approval first: by review time, then id (time-ordered UUIDv7), as the SQL adapter decides. */
const laterApproval = (a: RiderApplication, b: RiderApplication) => (b.reviewedAt?.getTime() ?? 0) - (a.reviewedAt?.getTime() ?? 0) || compareIds(b.id, a.id);

/**
 * Rider applications in a map; one pending application per person, like the database's partial unique index.
 * Also their ID numbers' store for the jobs: nothing here is ever stored as typed (no plain rows to seal).
 */
export class InMemoryRiderApplicationRepository implements RiderApplicationRepository, RiderIdNumberStore, InMemoryStore {
  private readonly rows = new Map<string, RiderApplication>();

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copyOf(row) : null;
  }

  async findLatestForUser(userId: string) {
    const mine = [...this.rows.values()].filter((a) => a.userId === userId);
    mine.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || compareIds(b.id, a.id));
    return mine[0] ? copyOf(mine[0]) : null;
  }

  async save(application: RiderApplication) {
    const stored = this.rows.get(application.id);
    if (application.version !== 0 && (!stored || stored.version !== application.version)) throw new ConcurrentModificationError();
    if (application.status === 'PENDING') {
      for (const other of this.rows.values()) {
        if (other.id !== application.id && other.userId === application.userId && other.status === 'PENDING') throw new ConflictError(RiderApplicationMessages.pending);
      }
    }
    saveVersionedInMemory(this.rows, application);
  }

  async list(query: ListQuery<RiderApplicationListFilter, RiderApplicationSortField>): Promise<Page<RiderApplication>> {
    const page = listInMemory(
      [...this.rows.values()],
      query,
      (a, f) => (!f.status || a.status === f.status) && (!f.city || a.city === f.city) && (!f.userId || a.userId === f.userId),
      (a) => `${a.firstName} ${a.lastName} ${a.mobileNo} ${a.localities.join(' ')}`,
    );
    return { items: page.items.map(copyOf), total: page.total };
  }

  async listApprovedInCity(city: string) {
    return this.newestApprovals()
      .filter((a) => a.city === city)
      .map(copyOf);
  }

  async findApprovedForUsers(userIds: readonly string[]) {
    return this.newestApprovals()
      .filter((a) => userIds.includes(a.userId))
      .map(copyOf);
  }

  async findOthersWithIdHash(hash: string, exceptUserId: string) {
    return [...this.rows.values()]
      .filter((a) => a.idNumberHash === hash && a.userId !== exceptUserId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || compareIds(b.id, a.id))
      .map((a) => a.id);
  }

  async findPlain() {
    return [];
  }

  async replacePlain() {}

  async findSealed(afterId: string | null, limit: number) {
    return [...this.rows.values()]
      .filter((a) => a.idNumberSealed !== null && (afterId === null || a.id > afterId))
      .sort((a, b) => compareIds(a.id, b.id))
      .slice(0, limit)
      .map((a) => ({ id: a.id, sealed: a.idNumberSealed! }));
  }

  async reseal(id: string, from: string, to: string) {
    const row = this.rows.get(id);
    if (!row || row.idNumberSealed !== from) return false;
    // A new version, as in SQL: a copy read before the re-seal cannot write the old seal back.
    row.idNumberSealed = to;
    row.version += 1;
    return true;
  }

  /** Each person's newest approved application, by name. */
  private newestApprovals(): RiderApplication[] {
    const newest = new Map<string, RiderApplication>();
    for (const application of [...this.rows.values()].filter((a) => a.status === 'APPROVED').sort(laterApproval)) {
      if (!newest.has(application.userId)) newest.set(application.userId, application);
    }
    return [...newest.values()].sort(byName);
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
