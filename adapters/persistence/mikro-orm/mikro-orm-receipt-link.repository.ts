import type { ReceiptLinkRepository } from '../../../application/rent-receipts/ports/receipt-link.repository.port.js';
import { ReceiptLink } from '../../../domain/rent-receipts/receipt-link.js';
import type { EntityManagerSource } from './entity-manager-source.js';

/**
 * Receipt codes in PostgreSQL (table receipt_links). Two prints of the same receipt racing make one code: the insert
 * is `on conflict (tenancy_id, month) do nothing`, then the month's code is read back.
 */
export class MikroOrmReceiptLinkRepository implements ReceiptLinkRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findByCode(code: string) {
    return this.source.fork().findOne(ReceiptLink, { code });
  }

  async findByMonths(tenancyId: string, months: readonly string[]) {
    if (months.length === 0) return [];
    return this.source.fork().find(ReceiptLink, { tenancyId, month: { $in: [...months] } });
  }

  async add(link: ReceiptLink) {
    const em = this.source.fork();
    await em.execute('insert into receipt_links (code, tenancy_id, month, created_at) values (?, ?, ?, ?) on conflict (tenancy_id, month) do nothing', [
      link.code,
      link.tenancyId,
      link.month,
      link.createdAt,
    ]);
    const stored = await em.findOne(ReceiptLink, { tenancyId: link.tenancyId, month: link.month }, { refresh: true });
    return stored ?? link;
  }
}
