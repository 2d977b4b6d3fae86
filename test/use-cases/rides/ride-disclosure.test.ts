import { describe, expect, it } from 'vitest';
import { rideDisclosure } from '../../../application/rides/ride-views.js';
import type { RideStatus } from '../../../domain/rides/ride.js';
import { RideMother } from '../../mothers/ride.mother.js';
import { UserMother } from '../../mothers/user.mother.js';

/** Who sees which phone number of a visit, and the part each viewer plays (the presenters only rename these). */
describe('rideDisclosure', () => {
  const admin = UserMother.admin();
  const tenant = UserMother.tenant();
  const rider = UserMother.rider();
  const stranger = UserMother.tenant();
  const ride = (status: RideStatus) => RideMother.with({ propertyId: '0190f0a0-0000-7000-8000-0000000000a1', tenantId: tenant.id, riderId: rider.id, status });

  it('admins see everyone in full, who booked it and who made each move', () => {
    expect(rideDisclosure(ride('ASSIGNED'), admin)).toEqual({ seenAs: { id: admin.id, role: 'ADMIN' }, tenantInFull: true, tenantMobile: true, riderMobile: true, bookedBy: true });
  });

  it("the tenant sees themselves in full, and the rider's number only once the rider has confirmed", () => {
    expect(rideDisclosure(ride('ASSIGNED'), tenant)).toEqual({ seenAs: { id: tenant.id, role: 'TENANT' }, tenantInFull: true, tenantMobile: true, riderMobile: false, bookedBy: false });
    for (const status of ['CONFIRMED', 'STARTED'] as const) expect(rideDisclosure(ride(status), tenant).riderMobile).toBe(true);
    expect(rideDisclosure(ride('COMPLETED'), tenant).riderMobile).toBe(false);
  });

  it("the rider sees the tenant's first name only, and their number once confirmed", () => {
    expect(rideDisclosure(ride('ASSIGNED'), rider)).toEqual({ seenAs: { id: rider.id, role: 'RIDER' }, tenantInFull: false, tenantMobile: false, riderMobile: true, bookedBy: false });
    expect(rideDisclosure(ride('CONFIRMED'), rider)).toMatchObject({ tenantInFull: false, tenantMobile: true });
  });

  it('anyone else is shown it as a tenant would be (the use cases refuse them before: 403)', () => {
    expect(rideDisclosure(ride('ASSIGNED'), stranger).seenAs).toEqual({ id: stranger.id, role: 'TENANT' });
  });
});
