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
  constructor(private readonly source: EntityManagerSource) {}

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

  async issue(code: ConfirmationCode, quietSeconds: number, now: Date, keepOthers: number) {
    return this.source.fork().transactional(async (tx) => {
      const connection = tx.getConnection();
      const ctx = tx.getTransactionContext();
      const key = [code.subjectType, code.subjectId, code.userId];
      await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [`code:${key.join(':')}`], 'all', ctx);
      const latest = await connection.execute<{ created_at: Date | string }[]>(
        'select created_at from confirmation_codes where subject_type = ? and subject_id = ? and user_id = ? order by created_at desc limit 1',
        key,
        'all',
        ctx,
      );
      const readyAt = latest[0] ? new Date(latest[0].created_at).getTime() + quietSeconds * 1000 : 0;
      if (readyAt > now.getTime()) return Math.ceil((readyAt - now.getTime()) / 1000);
      await connection.execute(
        `update confirmation_codes set voided_at = ? where subject_type = ? and subject_id = ? and user_id = ? and consumed_at is null and voided_at is null and id not in (
           select id from confirmation_codes where subject_type = ? and subject_id = ? and user_id = ? and consumed_at is null and voided_at is null and expires_at > ?
           order by created_at desc, id desc limit ?)`,
        [now, ...key, ...key, now, keepOthers],
        'run',
        ctx,
      );
      await tx.insert(ConfirmationCode, code);
      return 0;
    });
  }

  async takeAttempt(id: string, maxAttempts: number, now: Date) {
    const rows = await this.source
      .fork()
      .execute<{ attempts: number }[]>(
        `update confirmation_codes set attempts = attempts + 1
         where id = ? and attempts < ? and consumed_at is null and voided_at is null and expires_at > ?
         returning attempts`,
        [id, maxAttempts, now],
      );
    return rows[0] ? Number(rows[0].attempts) : null;
  }

  async consume(id: string, now: Date) {
    return this.source.fork().transactional(async (tx) => {
      const changed = await tx.nativeUpdate(ConfirmationCode, { id, consumedAt: null, voidedAt: null }, { consumedAt: now });
      if (changed !== 1) return false;
      await tx.getConnection().execute(
        `update confirmation_codes c set voided_at = ? from confirmation_codes used
         where used.id = ? and c.subject_type = used.subject_type and c.subject_id = used.subject_id and c.user_id = used.user_id
           and c.consumed_at is null and c.voided_at is null`,
        [now, id],
        'run',
        tx.getTransactionContext(),
      );
      return true;
    });
  }
}
