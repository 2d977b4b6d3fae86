import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import type { CodeOwner, ConfirmationCodeStore } from '../../../application/tenancies/ports/confirmation-code.store.port.js';
import type { PaymentListFilter, PaymentRepository, PaymentSortField } from '../../../application/tenancies/ports/payment.repository.port.js';
import type { TenancyListFilter, TenancyRepository, TenancySortField } from '../../../application/tenancies/ports/tenancy.repository.port.js';
import { ConfirmationCode } from '../../../domain/tenancies/confirmation-code.js';
import { Payment } from '../../../domain/tenancies/payment.js';
import { HomeTakenError, OpenProposalExistsError } from '../../../domain/tenancies/tenancies.errors.js';
import { TenancyEvent } from '../../../domain/tenancies/tenancy-event.js';
import { HoldingTenancyStatuses } from '../../../domain/tenancies/tenancy-rules.js';
import { Tenancy } from '../../../domain/tenancies/tenancy.js';
import { detachedRows } from './detached-rows.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { OneTimeCodeTable } from './one-time-code-table.js';
import { listWithQueryBuilder } from './sql-list.js';
import { mapUniqueViolation } from './unique-violation.js';
import { saveVersioned } from './versioned-save.js';

/**
 * Tenancies in PostgreSQL. A save updates only over the version read (`where version = ?`): of a confirmation and a
 * change racing, the second to write touches no row and fails. One tenancy holding a home (tenancies_holding_unique)
 * and one open proposal per home and tenant (tenancies_open_proposal_unique) are partial unique indexes.
 */
export class MikroOrmTenancyRepository implements TenancyRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findById(id: string) {
    return this.source.fork().findOne(Tenancy, { id });
  }

  async save(tenancy: Tenancy) {
    await mapUniqueViolation(() => saveVersioned(this.source.fork(), Tenancy, tenancy), {
      tenancies_holding_unique: () => new HomeTakenError(),
      tenancies_open_proposal_unique: () => new OpenProposalExistsError(),
    });
  }

  list(query: ListQuery<TenancyListFilter, TenancySortField>): Promise<Page<Tenancy>> {
    const { partyId, ownerId, tenantId, propertyId, statuses, city } = query.filter;
    const where: Record<string, unknown> = {};
    if (partyId) where.$or = [{ ownerId: partyId }, { tenantId: partyId }];
    if (ownerId) where.ownerId = ownerId;
    if (tenantId) where.tenantId = tenantId;
    if (propertyId) where.propertyId = propertyId;
    if (statuses) where.status = { $in: [...statuses] };
    if (city) where.city = city;
    return listWithQueryBuilder(this.source.fork(), Tenancy, query, where, { searchExpression: `(id::text || ' ' || property_id::text)` });
  }

  findHolding(propertyId: string) {
    return this.source.fork().findOne(Tenancy, { propertyId, status: { $in: [...HoldingTenancyStatuses] } });
  }

  async addEvent(event: TenancyEvent) {
    await this.source.fork().insert(TenancyEvent, event);
  }

  listEvents(tenancyId: string) {
    return this.source.fork().find(TenancyEvent, { tenancyId }, { orderBy: { at: 'asc', id: 'asc' } });
  }
}

const PAYMENT_COLUMNS: Record<PaymentSortField, string> = { createdAt: 'created_at', paidOn: 'paid_on', amount: 'amount', status: 'status' };

/** Payments in PostgreSQL, versioned like tenancies; the grid reads disputed ones first. */
export class MikroOrmPaymentRepository implements PaymentRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findById(id: string) {
    return this.source.fork().findOne(Payment, { id });
  }

  async save(payment: Payment) {
    await saveVersioned(this.source.fork(), Payment, payment);
  }

  async list(query: ListQuery<PaymentListFilter, PaymentSortField>): Promise<Page<Payment>> {
    const { tenancyId, status, kind, from, to } = query.filter;
    const conditions: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      conditions.push(sql);
      params.push(value);
    };
    if (tenancyId) add('tenancy_id = ?', tenancyId);
    if (status) add('status = ?', status);
    if (kind) add('kind = ?', kind);
    if (from) add('paid_on >= ?', from);
    if (to) add('paid_on <= ?', to);
    const needle = query.search?.trim();
    if (needle) add(`(coalesce(reference, '') || ' ' || id::text) ilike ?`, `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const direction = query.sort.order === 'ASC' ? 'asc' : 'desc';
    const column = PAYMENT_COLUMNS[query.sort.field] ?? 'created_at';
    const em = this.source.fork();
    const rows = await em.execute<Record<string, unknown>[]>(
      `select * from tenancy_payments ${where} order by (status = 'DISPUTED') desc, ${column} ${direction}, id ${direction} limit ? offset ?`,
      [...params, query.limit, query.offset],
    );
    const count = await em.execute<{ n: number }[]>(`select count(*)::int as n from tenancy_payments ${where}`, params);
    return { items: detachedRows(em, Payment, rows), total: Number(count[0]?.n ?? 0) };
  }
}

/** Confirmation codes in PostgreSQL, with the OTP store's atomic steps (an advisory lock per party and record). */
export class MikroOrmConfirmationCodeStore implements ConfirmationCodeStore {
  private readonly codes: OneTimeCodeTable<ConfirmationCode>;

  constructor(private readonly source: EntityManagerSource) {
    this.codes = new OneTimeCodeTable(source, ConfirmationCode, 'confirmation_codes', ['subject_type', 'subject_id', 'user_id'], 'code', (row) => [
      row.subjectType,
      row.subjectId,
      row.userId,
    ]);
  }

  purgeSpent(before: Date) {
    return this.source.fork().nativeDelete(ConfirmationCode, { $or: [{ consumedAt: { $lt: before } }, { voidedAt: { $lt: before } }, { expiresAt: { $lt: before } }] });
  }

  findLatest(owner: CodeOwner) {
    return this.source.fork().findOne(ConfirmationCode, { ...owner }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  findLive(owner: CodeOwner, now: Date, limit: number) {
    return this.source
      .fork()
      .find(ConfirmationCode, { ...owner, consumedAt: null, voidedAt: null, expiresAt: { $gt: now } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  issue(code: ConfirmationCode, quietSeconds: number, now: Date, keepOthers: number) {
    return this.codes.issue(code, quietSeconds, now, keepOthers);
  }

  takeAttempt(id: string, maxAttempts: number, now: Date) {
    return this.codes.takeAttempt(id, maxAttempts, now);
  }

  consume(id: string, now: Date) {
    return this.codes.consume(id, now);
  }
}
