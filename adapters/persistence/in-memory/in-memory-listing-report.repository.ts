import type { ListingReportListFilter, ListingReportRepository, ListingReportSortField } from '../../../application/listing-reports/ports/listing-report.repository.port.js';
import type { ListQuery } from '../../../application/shared/list-query.js';
import type { ListingReport } from '../../../domain/listing-reports/listing-report.js';
import type { OwnerAnswer } from '../../../domain/listing-reports/owner-answer.js';
import { DuplicateOpenReportError } from '../../../domain/listing-reports/listing-reports.errors.js';
import { ConcurrentModificationError } from '../../../domain/shared/domain-error.js';
import { copyOf, listInMemory, saveVersionedInMemory, deleteRowsWhere } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

const newestFirst = (a: ListingReport, b: ListingReport) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Reports in a map, refusing what the database's partial unique index refuses (one open report per reporter per listing). */
export class InMemoryListingReportRepository implements ListingReportRepository, InMemoryStore {
  private readonly rows = new Map<string, ListingReport>();
  private readonly answers = new Map<string, OwnerAnswer>();

  async addAnswer(answer: OwnerAnswer) {
    this.answers.set(answer.id, copyOf(answer));
  }

  async listAnswers(propertyId: string) {
    return [...this.answers.values()]
      .filter((a) => a.propertyId === propertyId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map(copyOf);
  }

  async listByReporter(userId: string) {
    return [...this.rows.values()].filter((row) => row.reporterUserId === userId).sort(newestFirst).map(copyOf);
  }

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copyOf(row) : null;
  }

  async save(report: ListingReport) {
    const stored = this.rows.get(report.id);
    // A stale update touches no row in SQL, so no index is checked: the version conflict comes first.
    if (report.version !== 0 && (!stored || stored.version !== report.version)) throw new ConcurrentModificationError();
    if (report.status === 'OPEN') {
      for (const other of this.rows.values()) {
        if (other.id !== report.id && other.status === 'OPEN' && other.propertyId === report.propertyId && other.reporterKey === report.reporterKey) throw new DuplicateOpenReportError();
      }
    }
    saveVersionedInMemory(this.rows, report);
  }

  async list(query: ListQuery<ListingReportListFilter, ListingReportSortField>) {
    const page = listInMemory(
      [...this.rows.values()],
      query,
      (r, f) => (!f.status || r.status === f.status) && (!f.reason || r.reason === f.reason) && (!f.city || r.city === f.city) && (!f.propertyId || r.propertyId === f.propertyId),
      (r) => `${r.note ?? ''} ${r.reporterMobileNo ?? ''}`,
      { firstStatus: 'OPEN', rest: newestFirst },
    );
    return { items: page.items.map(copyOf), total: page.total };
  }

  async listForProperty(propertyId: string, options: { openOnly?: boolean } = {}) {
    return [...this.rows.values()]
      .filter((r) => r.propertyId === propertyId && (!options.openOnly || r.status === 'OPEN'))
      .sort(newestFirst)
      .map(copyOf);
  }

  async findOpen(propertyId: string, reporterKey: string) {
    const row = [...this.rows.values()].find((r) => r.propertyId === propertyId && r.reporterKey === reporterKey && r.status === 'OPEN');
    return row ? copyOf(row) : null;
  }

  async countOpenReporters(propertyIds: readonly string[]) {
    const reporters = new Map<string, Set<string>>();
    for (const r of this.rows.values()) {
      if (r.status !== 'OPEN' || !propertyIds.includes(r.propertyId)) continue;
      const set = reporters.get(r.propertyId) ?? new Set<string>();
      set.add(r.reporterKey);
      reporters.set(r.propertyId, set);
    }
    return new Map([...reporters].map(([id, set]) => [id, set.size]));
  }

  /** Deletes the rows `doomed` picks (the in-memory erasure purge; SQL deletes them in its own statements). Returns how many. */
  deleteWhere(doomed: (row: ListingReport) => boolean): number {
    return deleteRowsWhere(this.rows, doomed);
  }

  snapshot() {
    return snapshotMaps(this.rows, this.answers);
  }
}
