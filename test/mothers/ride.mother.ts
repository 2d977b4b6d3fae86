import type { ListingReportReason } from '../../domain/listing-reports/listing-report-rules.js';
import { Ride, type RideReport, type RideStatus } from '../../domain/rides/ride.js';
import { RideSlot } from '../../domain/rides/ride-slot.js';

/** The admin who assigns and cancels in the mother's rides (history only: no stored user needed). */
export const RIDE_ADMIN_ID = '0190f0a0-0000-7000-8000-00000000ad01';
const BOOKED_AT = new Date('2026-11-22T10:00:00Z');

export interface RideSpec {
  propertyId: string;
  tenantId: string;
  /** Needed for every state past REQUESTED (and a CANCELLED ride that had one). */
  riderId?: string | null;
  status?: RideStatus;
  slot?: RideSlot;
  city?: string;
  locality?: string;
  note?: string | null;
  report?: RideReport;
  cancelReason?: string;
  bookedAt?: Date;
}

/** Object Mother for rides: a ride is booked, then moved through the domain's own transitions to the state asked. */
export const RideMother = {
  /** 25 November 2026 (a Wednesday), India time; 10:00-11:00 unless another hour is given. */
  slot(hour = 10, date = '2026-11-25'): RideSlot {
    return RideSlot.at(date, hour);
  },
  report(overrides: Partial<RideReport> = {}): RideReport {
    return {
      matched: true,
      differences: null,
      notes: 'Owner present; water supply checked.',
      photos: [{ id: '0190f0a0-0000-7000-8000-0000000000f1', width: 1600, height: 1200, variants: [{ width: 480, height: 360, key: 'rides/r1/p1-480.webp' }, { width: 1600, height: 1200, key: 'rides/r1/p1-1600.webp' }] }],
      ...overrides,
    };
  },
  /** An admin's check visit of a listing (no tenant), assigned to `riderId` when given. */
  check(spec: { propertyId: string; adminId: string; riderId?: string; reasons?: ListingReportReason[]; slot?: RideSlot; locality?: string; note?: string; bookedAt?: Date }): Ride {
    const bookedAt = spec.bookedAt ?? BOOKED_AT;
    const ride = Ride.requestCheck(
      {
        propertyId: spec.propertyId,
        adminId: spec.adminId,
        city: 'patna',
        locality: spec.locality ?? 'Boring Road',
        slot: spec.slot ?? RideMother.slot(),
        note: spec.note ?? 'Check the photos and the rent',
        reasons: spec.reasons ?? ['WRONG_DETAILS'],
      },
      bookedAt,
    );
    if (spec.riderId) ride.assign(spec.riderId, { id: spec.adminId, role: 'ADMIN' }, bookedAt);
    return ride;
  },
  requested(spec: Omit<RideSpec, 'status' | 'riderId'>): Ride {
    return RideMother.with({ ...spec, status: 'REQUESTED' });
  },
  with(spec: RideSpec): Ride {
    const slot = spec.slot ?? RideMother.slot();
    const bookedAt = spec.bookedAt ?? BOOKED_AT;
    const ride = Ride.book(
      { propertyId: spec.propertyId, tenantId: spec.tenantId, city: spec.city ?? 'patna', locality: spec.locality ?? 'Boring Road', slot, note: spec.note ?? null },
      bookedAt,
    );
    const status = spec.status ?? 'REQUESTED';
    const admin = { id: RIDE_ADMIN_ID, role: 'ADMIN' } as const;
    const later = (minutes: number) => new Date(bookedAt.getTime() + minutes * 60_000);
    const atSlot = (minutes: number) => new Date(slot.startsAt.getTime() + minutes * 60_000);
    if (status === 'REQUESTED') return ride;
    if (status === 'CANCELLED' && !spec.riderId) {
      ride.cancel(admin, spec.cancelReason ?? 'Tenant changed plans', later(5));
      return ride;
    }
    if (!spec.riderId) throw new Error(`A ${status} ride needs a rider.`);
    const rider = { id: spec.riderId, role: 'RIDER' } as const;
    ride.assign(spec.riderId, admin, later(10));
    if (status === 'ASSIGNED') return ride;
    if (status === 'CANCELLED') {
      ride.cancel(admin, spec.cancelReason ?? 'Tenant changed plans', later(20));
      return ride;
    }
    ride.confirm(rider, later(20));
    if (status === 'CONFIRMED') return ride;
    if (status === 'NO_SHOW') {
      ride.noShow(rider, atSlot(15));
      return ride;
    }
    ride.start(rider, atSlot(0));
    if (status === 'STARTED') return ride;
    ride.complete(rider, spec.report ?? RideMother.report(), atSlot(45));
    return ride;
  },
};
