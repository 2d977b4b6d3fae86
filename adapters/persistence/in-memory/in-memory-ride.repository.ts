import type { RideListFilter, RideRepository, RideSortField } from '../../../application/rides/ports/ride.repository.port.js';
import type { IdempotencyStamp, KeyHolder } from '../../../application/shared/idempotency.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import { OpenRideStatuses, Ride, SlotHoldingStatuses } from '../../../domain/rides/ride.js';
import { OpenBookingExistsError, OpenCheckExistsError, RiderSlotTakenError } from '../../../domain/rides/rides.errors.js';
import { ConcurrentModificationError } from '../../../domain/shared/domain-error.js';
import { copyOf, listInMemory, saveVersionedInMemory, deleteRowsWhere } from './in-memory-list.js';
import { emptyDecisionCounts, type VisitDecisionCounts } from '../../../domain/rides/visit-decision.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

const holdsSlot = (ride: Ride) => SlotHoldingStatuses.includes(ride.status);
const isOpen = (ride: Ride) => OpenRideStatuses.includes(ride.status);
/** A copy, as read from the table: made whole as the SQL repository makes it (Ride.restored). */
const read = (ride: Ride) => Ride.restored(copyOf(ride));
const bySlot = (a: Ride, b: Ride) => a.slotStartAt.getTime() - b.slotStartAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Rides in a map, refusing what the database's unique indexes refuse (see the rides migration). */
export class InMemoryRideRepository implements RideRepository, InMemoryStore {
  private readonly rows = new Map<string, Ride>();
  /** `<tenant> <Idempotency-Key>` → the ride it booked and its request's fingerprint (the SQL table's two columns). */
  private readonly keys = new Map<string, { id: string; fingerprint: string }>();

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? read(row) : null;
  }

  async save(ride: Ride) {
    const stored = this.rows.get(ride.id);
    // A stale update touches no row in SQL, so no index is checked: the version conflict comes first.
    if (ride.version !== 0 && (!stored || stored.version !== ride.version)) throw new ConcurrentModificationError();
    for (const other of this.rows.values()) {
      if (other.id === ride.id) continue;
      if (holdsSlot(ride) && holdsSlot(other) && other.riderId === ride.riderId && other.slotStartAt.getTime() === ride.slotStartAt.getTime()) {
        throw new RiderSlotTakenError();
      }
      if (isOpen(ride) && isOpen(other) && other.propertyId === ride.propertyId && other.purpose === ride.purpose) {
        // A tenant's open booking of the listing; an admin's open check of it (a check has no tenant).
        if (ride.purpose === 'TENANT' && other.tenantId === ride.tenantId) throw new OpenBookingExistsError();
        if (ride.purpose === 'CHECK' && other.bookedById === ride.bookedById) throw new OpenCheckExistsError();
      }
    }
    saveVersionedInMemory(this.rows, ride);
  }

  async findByIdempotencyKey(tenantId: string, key: string): Promise<KeyHolder<Ride> | null> {
    const entry = this.keys.get(`${tenantId} ${key}`);
    return entry ? { record: read(this.rows.get(entry.id)!), fingerprint: entry.fingerprint } : null;
  }

  async insertOnce(ride: Ride, stamp: IdempotencyStamp): Promise<KeyHolder<Ride> | null> {
    const taken = await this.findByIdempotencyKey(ride.tenantId!, stamp.key);
    if (taken) return taken;
    await this.save(ride);
    this.keys.set(`${ride.tenantId} ${stamp.key}`, { id: ride.id, fingerprint: stamp.fingerprint });
    return null;
  }

  async list(query: ListQuery<RideListFilter, RideSortField>): Promise<Page<Ride>> {
    const page = listInMemory(
      [...this.rows.values()],
      query,
      (r, f) =>
        (!f.tenantId || r.tenantId === f.tenantId) &&
        (!f.riderId || r.riderId === f.riderId) &&
        (!f.propertyId || r.propertyId === f.propertyId) &&
        (!f.statuses || f.statuses.includes(r.status)) &&
        (!f.city || r.city === f.city) &&
        (!f.from || r.slotStartAt.getTime() >= f.from.getTime()) &&
        (!f.to || r.slotStartAt.getTime() < f.to.getTime()) &&
        (!f.checkVisits || r.purpose === 'CHECK'),
      (r) => `${r.locality} ${r.city}`,
    );
    return { items: page.items.map(read), total: page.total };
  }

  async ridersBusyAt(riderIds: readonly string[], slotStartAt: Date) {
    const busy = new Set<string>();
    for (const ride of this.rows.values()) {
      if (holdsSlot(ride) && ride.riderId && riderIds.includes(ride.riderId) && ride.slotStartAt.getTime() === slotStartAt.getTime()) busy.add(ride.riderId);
    }
    return busy;
  }

  async decisionCounts(propertyIds: readonly string[]): Promise<VisitDecisionCounts[]> {
    const counts = new Map([...new Set(propertyIds)].map((id) => [id, emptyDecisionCounts(id)]));
    for (const ride of this.rows.values()) {
      const count = counts.get(ride.propertyId);
      if (!count || ride.status !== 'COMPLETED' || ride.purpose !== 'TENANT') continue;
      count.visited += 1;
      if (ride.decision === 'INTERESTED') count.interested += 1;
      if (ride.decision === 'NOT_INTERESTED' && ride.decisionReason) {
        count.notInterested += 1;
        count.reasons[ride.decisionReason] += 1;
      }
    }
    return [...counts.values()];
  }

  async listOpenFor(userId: string) {
    return [...this.rows.values()]
      .filter((r) => isOpen(r) && (r.tenantId === userId || r.riderId === userId))
      .sort(bySlot)
      .map(read);
  }

  async listOpenForProperties(propertyIds: readonly string[]) {
    return [...this.rows.values()]
      .filter((r) => isOpen(r) && propertyIds.includes(r.propertyId))
      .sort(bySlot)
      .map(read);
  }

  /** Deletes the rows `doomed` picks (the in-memory erasure purge; SQL deletes them in its own statements). Returns how many. */
  deleteWhere(doomed: (row: Ride) => boolean): number {
    return deleteRowsWhere(this.rows, doomed);
  }

  snapshot() {
    return snapshotMaps(this.rows, this.keys);
  }
}
