import type { ReceiptLinkRepository } from '../../../application/rent-receipts/ports/receipt-link.repository.port.js';
import type { ReceiptLink } from '../../../domain/rent-receipts/receipt-link.js';
import { copyOf, deleteRowsWhere } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

/** The in-memory twin of the receipt_links table (one code per tenancy and month). */
export class InMemoryReceiptLinkRepository implements ReceiptLinkRepository, InMemoryStore {
  private readonly rows = new Map<string, ReceiptLink>();

  /** Deletes the links matching `doomed` (a tenancy deleted: the table's cascade). */
  deleteWhere(doomed: (row: ReceiptLink) => boolean): number {
    return deleteRowsWhere(this.rows, doomed);
  }

  async findByCode(code: string) {
    const row = this.rows.get(code);
    return row ? copyOf(row) : null;
  }

  async findByMonths(tenancyId: string, months: readonly string[]) {
    return [...this.rows.values()].filter((row) => row.tenancyId === tenancyId && months.includes(row.month)).map(copyOf);
  }

  async add(link: ReceiptLink) {
    const existing = [...this.rows.values()].find((row) => row.tenancyId === link.tenancyId && row.month === link.month);
    if (existing) return copyOf(existing);
    this.rows.set(link.code, copyOf(link));
    return copyOf(link);
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
