import type { Ride, RideStatus } from '../../../domain/rides/ride.js';
import type { VisitDecisionCounts } from '../../../domain/rides/visit-decision.js';
import type { ListQuery, Page } from '../../shared/list-query.js';
import type { IdempotencyStamp, KeyHolder } from '../../shared/idempotency.js';
import { port } from '../../shared/port.js';

export interface RideListFilter {
  tenantId?: string;
  riderId?: string;
  propertyId?: string;
  statuses?: readonly RideStatus[];
  city?: string;
  /** Slots starting at or after / before these instants. */
  from?: Date;
  to?: Date;
  /** Only check visits (purpose CHECK: booked by an admin, no tenant). */
  checkVisits?: boolean;
}
export type RideSortField = 'slotStartAt' | 'createdAt' | 'updatedAt' | 'status';

export interface RideRepository {
  findById(id: string): Promise<Ride | null>;
  /**
   * Inserts a new ride or updates a stored one (optimistic version). The database refuses a second ride
   * holding one rider's slot (RiderSlotTakenError) and a second open booking of one listing by one tenant
   * (OpenBookingExistsError), whatever checks ran before.
   */
  save(ride: Ride): Promise<void>;
  /** The booking a tenant's Idempotency-Key already made, with the fingerprint of its request; null when none. */
  findByIdempotencyKey(tenantId: string, key: string): Promise<KeyHolder<Ride> | null>;
  /**
   * Inserts a new booking with its key, unless the tenant's key is taken (a racing twin): then the ride it made.
   * The open-booking rule holds as in `save`.
   */
  insertOnce(ride: Ride, stamp: IdempotencyStamp): Promise<KeyHolder<Ride> | null>;
  list(query: ListQuery<RideListFilter, RideSortField>): Promise<Page<Ride>>;
  /** Of these riders, those holding a ride (assigned, confirmed, started or completed) that starts at `slotStartAt`. */
  ridersBusyAt(riderIds: readonly string[], slotStartAt: Date): Promise<Set<string>>;
  /** Every open ride (requested … started) where the person is the tenant or the rider. */
  listOpenFor(userId: string): Promise<Ride[]>;
  /** Open rides of these listings (an owner blocked: their listings' visits are cancelled). */
  listOpenForProperties(propertyIds: readonly string[]): Promise<Ride[]>;
  /**
   * Per listing, of its completed tenants' visits (check visits not counted): how many, how many tenants answered
   * "I want to rent it", how many "Not for me" and with which reason. Counts only, one per listing asked (zeros when
   * none). Read from one partial index.
   */
  decisionCounts(propertyIds: readonly string[]): Promise<VisitDecisionCounts[]>;
}
export const RideRepository = port<RideRepository>('RideRepository');
