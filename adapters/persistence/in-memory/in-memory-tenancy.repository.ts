import type { CodeOwner, ConfirmationCodeStore } from '../../../application/tenancies/ports/confirmation-code.store.port.js';
import type { PaymentListFilter, PaymentRepository, PaymentSortField } from '../../../application/tenancies/ports/payment.repository.port.js';
import type { TenancyListFilter, TenancyRepository, TenancySortField } from '../../../application/tenancies/ports/tenancy.repository.port.js';
import type { ListQuery } from '../../../application/shared/list-query.js';
import type { ConfirmationCode } from '../../../domain/tenancies/confirmation-code.js';
import type { Payment } from '../../../domain/tenancies/payment.js';
import { HomeTakenError, OpenProposalExistsError } from '../../../domain/tenancies/tenancies.errors.js';
import type { TenancyEvent } from '../../../domain/tenancies/tenancy-event.js';
import { HoldingTenancyStatuses } from '../../../domain/tenancies/tenancy-rules.js';
import type { Tenancy } from '../../../domain/tenancies/tenancy.js';
import { ConcurrentModificationError } from '../../../domain/shared/domain-error.js';
import { InMemoryOneTimeCodes } from './in-memory-one-time-codes.js';
import { copyOf, deleteRowsWhere, listInMemory, saveVersionedInMemory } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

/** Tenancies and their history in maps, refusing what the database's partial unique indexes refuse. */
export class InMemoryTenancyRepository implements TenancyRepository, InMemoryStore {
  private readonly rows = new Map<string, Tenancy>();
  private readonly events = new Map<string, TenancyEvent>();

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copyOf(row) : null;
  }

  async save(tenancy: Tenancy) {
    const stored = this.rows.get(tenancy.id);
    if (tenancy.version !== 0 && (!stored || stored.version !== tenancy.version)) throw new ConcurrentModificationError();
    for (const other of this.rows.values()) {
      if (other.id === tenancy.id || other.propertyId !== tenancy.propertyId) continue;
      if (HoldingTenancyStatuses.includes(tenancy.status) && HoldingTenancyStatuses.includes(other.status)) throw new HomeTakenError();
      if (tenancy.status === 'PROPOSED' && other.status === 'PROPOSED' && other.tenantId === tenancy.tenantId) throw new OpenProposalExistsError();
    }
    saveVersionedInMemory(this.rows, tenancy);
  }

  async list(query: ListQuery<TenancyListFilter, TenancySortField>) {
    const page = listInMemory(
      [...this.rows.values()],
      query,
      (t, f) =>
        (!f.partyId || t.ownerId === f.partyId || t.tenantId === f.partyId) &&
        (!f.ownerId || t.ownerId === f.ownerId) &&
        (!f.tenantId || t.tenantId === f.tenantId) &&
        (!f.propertyId || t.propertyId === f.propertyId) &&
        (!f.statuses || f.statuses.includes(t.status)) &&
        (!f.city || t.city === f.city),
      (t) => `${t.id} ${t.propertyId}`,
    );
    return { items: page.items.map(copyOf), total: page.total };
  }

  async findHolding(propertyId: string) {
    const row = [...this.rows.values()].find((t) => t.propertyId === propertyId && HoldingTenancyStatuses.includes(t.status));
    return row ? copyOf(row) : null;
  }

  async addEvent(event: TenancyEvent) {
    this.events.set(event.id, copyOf(event));
  }

  async listEvents(tenancyId: string) {
    return [...this.events.values()]
      .filter((e) => e.tenancyId === tenancyId)
      .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : 1))
      .map(copyOf);
  }

  /** Deletes the tenancies matching `doomed` with their history (the erasure purge); returns their ids. */
  deleteWhere(doomed: (row: Tenancy) => boolean): Set<string> {
    const gone = new Set([...this.rows.values()].filter(doomed).map((t) => t.id));
    deleteRowsWhere(this.rows, (t) => gone.has(t.id));
    deleteRowsWhere(this.events, (e) => gone.has(e.tenancyId));
    return gone;
  }

  snapshot() {
    return snapshotMaps(this.rows, this.events);
  }
}

/** Payments in a map; the grid lists disputed ones first. */
export class InMemoryPaymentRepository implements PaymentRepository, InMemoryStore {
  private readonly rows = new Map<string, Payment>();

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copyOf(row) : null;
  }

  async save(payment: Payment) {
    saveVersionedInMemory(this.rows, payment);
  }

  async list(query: ListQuery<PaymentListFilter, PaymentSortField>) {
    const matches = (p: Payment, f: PaymentListFilter) =>
      (!f.tenancyId || p.tenancyId === f.tenancyId) && (!f.status || p.status === f.status) && (!f.kind || p.kind === f.kind) && (!f.from || p.paidOn >= f.from) && (!f.to || p.paidOn <= f.to);
    const haystack = (p: Payment) => `${p.reference ?? ''} ${p.id}`;
    const rows = [...this.rows.values()];
    const disputed = listInMemory(rows.filter((p) => p.status === 'DISPUTED'), { ...query, offset: 0, limit: Number.MAX_SAFE_INTEGER }, matches, haystack);
    const others = listInMemory(rows.filter((p) => p.status !== 'DISPUTED'), { ...query, offset: 0, limit: Number.MAX_SAFE_INTEGER }, matches, haystack);
    const all = [...disputed.items, ...others.items];
    return { items: all.slice(query.offset, query.offset + query.limit).map(copyOf), total: all.length };
  }

  /** Deletes the payments matching `doomed` (a tenancy deleted: the table's cascade). */
  deleteWhere(doomed: (row: Payment) => boolean): number {
    return deleteRowsWhere(this.rows, doomed);
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}

/** Confirmation codes in a map, grouped by party and record (InMemoryOneTimeCodes). */
export class InMemoryConfirmationCodeStore implements ConfirmationCodeStore, InMemoryStore {
  private readonly codes = new InMemoryOneTimeCodes<ConfirmationCode, CodeOwner>((row) => `${row.subjectType} ${row.subjectId} ${row.userId}`);

  findLatest(owner: CodeOwner) {
    return this.codes.latest(owner);
  }

  purgeSpent(before: Date) {
    return this.codes.purge((row) => (!!row.consumedAt && row.consumedAt < before) || (!!row.voidedAt && row.voidedAt < before) || row.expiresAt < before);
  }

  findLive(owner: CodeOwner, now: Date, limit: number) {
    return this.codes.live(owner, now, limit);
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

  snapshot() {
    return this.codes.snapshot();
  }
}
