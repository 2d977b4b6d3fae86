import type { RideListFilter, RideRepository, RideSortField } from '../../../application/rides/ports/ride.repository.port.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import { OpenRideStatuses, Ride, SlotHoldingStatuses } from '../../../domain/rides/ride.js';
import { OpenBookingExistsError, OpenCheckExistsError, RiderSlotTakenError } from '../../../domain/rides/rides.errors.js';
import { emptyDecisionCounts, isVisitDecisionReason, type VisitDecisionCounts } from '../../../domain/rides/visit-decision.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import type { IdempotencyStamp, KeyHolder } from '../../../application/shared/idempotency.js';
import { findKeyed, insertKeyed } from './keyed-insert.js';
import { listWithQueryBuilder } from './sql-list.js';
import { mapUniqueViolation } from './unique-violation.js';
import { saveVersioned } from './versioned-save.js';

/**
 * Rides in PostgreSQL. The two rules concurrent requests could break are unique indexes of the rides
 * migration, and a save turns their violations into the domain's errors: whatever checks a use case ran
 * before, two assignments of one rider to one slot cannot both be stored. Every ride read is made whole by
 * Ride.restored (a tenant's visit the previous release stored without `booked_by_id` was booked by its tenant).
 */
export class MikroOrmRideRepository implements RideRepository {
  constructor(private readonly source: EntityManagerSource) {}

  async findById(id: string) {
    const ride = await this.source.fork().findOne(Ride, { id });
    return ride ? Ride.restored(ride) : null;
  }

  async save(ride: Ride) {
    await mapUniqueViolation(() => saveVersioned(this.source.fork(), Ride, ride), {
      rides_rider_slot_unique: () => new RiderSlotTakenError(),
      rides_open_booking_unique: () => new OpenBookingExistsError(),
      rides_open_check_unique: () => new OpenCheckExistsError(),
    });
  }

  async findByIdempotencyKey(tenantId: string, key: string): Promise<KeyHolder<Ride> | null> {
    const found = await findKeyed(this.source.fork(), Ride, 'select id, idempotency_fingerprint from rides where tenant_id = ? and idempotency_key = ?', [tenantId, key]);
    return found ? { record: Ride.restored(found.record), fingerprint: found.fingerprint } : null;
  }

  async insertOnce(ride: Ride, stamp: IdempotencyStamp): Promise<KeyHolder<Ride> | null> {
    return mapUniqueViolation(
      () => insertKeyed(this.source.fork(), Ride, ride, stamp, 'rides_idempotency_key_idx', () => this.findByIdempotencyKey(ride.tenantId!, stamp.key)),
      { rides_open_booking_unique: () => new OpenBookingExistsError() },
    );
  }

  async list(query: ListQuery<RideListFilter, RideSortField>): Promise<Page<Ride>> {
    const { tenantId, riderId, propertyId, statuses, city, from, to, checkVisits } = query.filter;
    const where: Record<string, unknown> = {};
    if (tenantId) where.tenantId = tenantId;
    if (riderId) where.riderId = riderId;
    if (propertyId) where.propertyId = propertyId;
    if (statuses) where.status = { $in: [...statuses] };
    if (city) where.city = city;
    if (from || to) where.slotStartAt = { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) };
    if (checkVisits) where.purpose = 'CHECK';
    const page = await listWithQueryBuilder(this.source.fork(), Ride, query, where, { searchExpression: `(locality || ' ' || city)` });
    return { items: page.items.map(Ride.restored), total: page.total };
  }

  async ridersBusyAt(riderIds: readonly string[], slotStartAt: Date) {
    if (riderIds.length === 0) return new Set<string>();
    const rides = await this.source.fork().find(Ride, { riderId: { $in: [...riderIds] }, slotStartAt, status: { $in: [...SlotHoldingStatuses] } }, { fields: ['riderId'] });
    return new Set(rides.map((ride) => ride.riderId!));
  }

  async listOpenFor(userId: string) {
    const rides = await this.source
      .fork()
      .find(Ride, { status: { $in: [...OpenRideStatuses] }, $or: [{ tenantId: userId }, { riderId: userId }] }, { orderBy: { slotStartAt: 'asc', id: 'asc' } });
    return rides.map(Ride.restored);
  }

  async listOpenForProperties(propertyIds: readonly string[]) {
    if (propertyIds.length === 0) return [];
    const rides = await this.source
      .fork()
      .find(Ride, { propertyId: { $in: [...propertyIds] }, status: { $in: [...OpenRideStatuses] } }, { orderBy: { slotStartAt: 'asc', id: 'asc' } });
    return rides.map(Ride.restored);
  }

  async decisionCounts(propertyIds: readonly string[]): Promise<VisitDecisionCounts[]> {
    const ids = [...new Set(propertyIds)];
    if (ids.length === 0) return [];
    const counts = new Map(ids.map((id) => [id, emptyDecisionCounts(id)]));
    // The conditions of rides_decisions_idx, so the count reads the index alone.
    const rows = await this.source.fork().execute<{ property_id: string; decision: string | null; decision_reason: string | null; n: string | number }[]>(
      `select property_id, decision, decision_reason, count(*) as n from rides
        where property_id in (${ids.map(() => '?').join(', ')}) and status = 'COMPLETED' and purpose = 'TENANT'
        group by property_id, decision, decision_reason`,
      ids,
    );
    for (const row of rows) {
      const count = counts.get(row.property_id)!;
      const n = Number(row.n);
      count.visited += n;
      if (row.decision === 'INTERESTED') count.interested += n;
      if (row.decision === 'NOT_INTERESTED' && isVisitDecisionReason(row.decision_reason)) {
        count.notInterested += n;
        count.reasons[row.decision_reason] += n;
      }
    }
    return [...counts.values()];
  }
}
