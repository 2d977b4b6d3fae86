import type { LeadListFilter, LeadRepository, LeadSortField } from '../../../application/leads/ports/lead.repository.port.js';
import type { IdempotencyStamp, KeyHolder } from '../../../application/shared/idempotency.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import { Lead } from '../../../domain/leads/lead.js';
import { ConcurrentModificationError } from '../../../domain/shared/domain-error.js';
import { mapUniqueViolation } from './unique-violation.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { findKeyed, insertKeyed } from './keyed-insert.js';
import { saveVersioned } from './versioned-save.js';
import { listWithQueryBuilder } from './sql-list.js';

const SEARCH = `(first_name || ' ' || last_name || ' ' || mobile_no || ' ' || coalesce(email, ''))`;

export class MikroOrmLeadRepository implements LeadRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findById(id: string) {
    return this.source.fork().findOne(Lead, { id });
  }

  findByVisitId(visitId: string) {
    return this.source.fork().findOne(Lead, { visitId });
  }

  async save(lead: Lead) {
    await mapUniqueViolation(() => saveVersioned(this.source.fork(), Lead, lead), { leads_visit_id_key: () => new ConcurrentModificationError() });
  }

  findByIdempotencyKey(key: string): Promise<KeyHolder<Lead> | null> {
    return findKeyed(this.source.fork(), Lead, 'select id, idempotency_fingerprint from leads where idempotency_key = ?', [key]);
  }

  insertOnce(lead: Lead, stamp: IdempotencyStamp): Promise<KeyHolder<Lead> | null> {
    return insertKeyed(this.source.fork(), Lead, lead, stamp, 'leads_idempotency_key_idx', () => this.findByIdempotencyKey(stamp.key));
  }

  listByUser(userId: string) {
    return this.source.fork().find(Lead, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Bumps each row's version: a copy read before the claim cannot save the request back without its account. */
  async claimByMobile(mobileNo: string, userId: string) {
    const rows = await this.source.fork().execute<Array<{ id: string }>>('update leads set user_id = ?, version = version + 1 where mobile_no = ? and user_id is null returning id', [userId, mobileNo]);
    return rows.length;
  }

  listByMobile(mobileNo: string) {
    return this.source.fork().find(Lead, { mobileNo }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async purge(deleteBefore: Date, clearAddressBefore: Date) {
    const em = this.source.fork();
    const deleted = await em.nativeDelete(Lead, { createdAt: { $lt: deleteBefore } });
    const addressesCleared = await em.nativeUpdate(Lead, { createdAt: { $lt: clearAddressBefore }, clientIp: { $ne: null } }, { clientIp: null });
    return { deleted, addressesCleared };
  }

  list(query: ListQuery<LeadListFilter, LeadSortField>): Promise<Page<Lead>> {
    const { type, status, hasProperty, fromVisit } = query.filter;
    const where: Record<string, unknown> = {};
    if (type) where.type = type;
    if (status) where.status = status;
    if (hasProperty !== undefined) where.propertyId = hasProperty ? { $ne: null } : null;
    if (fromVisit !== undefined) where.visitId = fromVisit ? { $ne: null } : null;
    return listWithQueryBuilder(this.source.fork(), Lead, query, where, {
      searchExpression: SEARCH,
      lateFirst: { firstStatus: 'NEW', rest: { priority: 'desc', id: 'desc' } },
    });
  }
}
