import { describe, expect, it } from 'vitest';
import { MAX_REPORT_PHOTOS, parseRideReport, ReportMessages, type Ride, type RideAction, type RideActor, type RideStatus } from '../../domain/rides/ride.js';
import { RideSlot, SlotMessages } from '../../domain/rides/ride-slot.js';
import { NotYourRideError, RideMessages, RideTransitionError } from '../../domain/rides/rides.errors.js';
import { maskIdNumber, RiderApplication, RiderApplicationMessages, submittedIdNumber, type RiderApplicationInput } from '../../domain/riders/rider-application.js';
import { DomainError, ValidationError } from '../../domain/shared/domain-error.js';
import { Messages } from '../../domain/shared/messages.js';
import { hi } from '../../domain/shared/catalogue/hi.js';
import { say } from '../../domain/shared/catalogue/render.js';
import type { Role } from '../../domain/users/role.js';
import { RIDE_ADMIN_ID, RideMother } from '../mothers/ride.mother.js';
import { RiderApplicationMother, riderApplicationSubmission } from '../mothers/rider-application.mother.js';
import { UserMother } from '../mothers/user.mother.js';

const PROPERTY = '0190f0a0-0000-7000-8000-0000000000b1';
const TENANT = '0190f0a0-0000-7000-8000-0000000000c1';
const OTHER_TENANT = '0190f0a0-0000-7000-8000-0000000000c2';
const RIDER_A = '0190f0a0-0000-7000-8000-0000000000d1';
const RIDER_B = '0190f0a0-0000-7000-8000-0000000000d2';
const MIN = 60_000;

const admin: RideActor = { id: RIDE_ADMIN_ID, role: 'ADMIN' };
const system: RideActor = { id: null, role: 'SYSTEM' };
const tenant: RideActor = { id: TENANT, role: 'TENANT' };
const otherTenant: RideActor = { id: OTHER_TENANT, role: 'TENANT' };
const riderA: RideActor = { id: RIDER_A, role: 'RIDER' };
const riderB: RideActor = { id: RIDER_B, role: 'RIDER' };

/** The mother's slot: Wednesday 25 November 2026, 10:00-11:00 India time. */
const SLOT = RideMother.slot();
const atSlot = (minutes: number) => new Date(SLOT.startsAt.getTime() + minutes * MIN);

/** A ride brought to a state the way people bring it there; past REQUESTED its rider is A. */
function rideIn(status: RideStatus): Ride {
  if (status === 'REQUESTED') return RideMother.requested({ propertyId: PROPERTY, tenantId: TENANT });
  return RideMother.with({ propertyId: PROPERTY, tenantId: TENANT, riderId: RIDER_A, status });
}

function caught(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError, but the call succeeded');
}

/** Each move made by the person entitled to it, at a time that suits it, so only the state decides. */
const moves: Record<RideAction, { by: RideActor; at: Date; run: (ride: Ride, now: Date) => void }> = {
  assign: { by: admin, at: atSlot(-24 * 60), run: (r, now) => r.assign(RIDER_B, admin, now) },
  confirm: { by: riderA, at: atSlot(-24 * 60), run: (r, now) => r.confirm(riderA, now) },
  start: { by: riderA, at: atSlot(0), run: (r, now) => r.start(riderA, now) },
  complete: { by: riderA, at: atSlot(50), run: (r, now) => r.complete(riderA, RideMother.report(), now) },
  cancel: { by: tenant, at: atSlot(-24 * 60), run: (r, now) => r.cancel(tenant, 'Found another flat', now) },
  no_show: { by: riderA, at: atSlot(20), run: (r, now) => r.noShow(riderA, now) },
};

/**
 * docs/rules.md ("Riders, rides and people"): requested → assigned → confirmed → started → completed; requested, assigned and
 * confirmed may be cancelled; confirmed may be a no-show; assigned and confirmed may go to another rider
 * (back to assigned). A missing entry is a refused move (409). In REQUESTED nobody is the assigned rider
 * yet, so the rider's moves are refused as not theirs (403) before the state is looked at.
 */
const ALLOWED: Record<RideStatus, Partial<Record<RideAction, RideStatus | 'NOT_YOURS'>>> = {
  REQUESTED: { assign: 'ASSIGNED', cancel: 'CANCELLED', confirm: 'NOT_YOURS', start: 'NOT_YOURS', complete: 'NOT_YOURS', no_show: 'NOT_YOURS' },
  ASSIGNED: { assign: 'ASSIGNED', confirm: 'CONFIRMED', cancel: 'CANCELLED' },
  CONFIRMED: { assign: 'ASSIGNED', start: 'STARTED', cancel: 'CANCELLED', no_show: 'NO_SHOW' },
  STARTED: { complete: 'COMPLETED' },
  COMPLETED: {},
  CANCELLED: {},
  NO_SHOW: {},
  EXPIRED: {},
};

const cases = (Object.keys(ALLOWED) as RideStatus[]).flatMap((from) =>
  (Object.keys(moves) as RideAction[]).map((action) => [from, action, ALLOWED[from][action] ?? null] as const),
);

describe('Ride: state moves', () => {
  it.each(cases)('%s + %s → %s (null = refused with 409)', (from, action, to) => {
    const ride = rideIn(from);
    const move = moves[action];
    const before = JSON.stringify(ride);
    if (to === null || to === 'NOT_YOURS') {
      const error = caught(() => move.run(ride, move.at));
      expect(error).toBeInstanceOf(to === null ? RideTransitionError : NotYourRideError);
      expect(JSON.stringify(ride)).toBe(before);
      return;
    }
    const length = ride.history.length;
    move.run(ride, move.at);
    expect(ride.status).toBe(to);
    expect(ride.updatedAt.getTime()).toBe(move.at.getTime());
    expect(ride.history).toHaveLength(length + 1);
    expect(ride.history.at(-1)).toMatchObject({ at: move.at.toISOString(), byId: move.by.id, byRole: move.by.role, action, from, to });
  });

  it('a refused move says what was tried, as a 409 conflict', () => {
    expect(caught(() => rideIn('ASSIGNED').start(riderA, atSlot(0)))).toMatchObject({ kind: 'CONFLICT', message: 'Cannot start a visit that is assigned.' });
    expect(caught(() => rideIn('NO_SHOW').cancel(tenant, 'Too late', atSlot(30)))).toMatchObject({ kind: 'CONFLICT', message: 'Cannot cancel a visit that is no-show.' });
    expect(caught(() => rideIn('COMPLETED').noShow(riderA, atSlot(90)))).toMatchObject({ kind: 'CONFLICT', message: 'Cannot no-show a visit that is completed.' });
  });

  it.each(['ASSIGNED', 'CONFIRMED'] as const)('a %s visit cannot be given again to the rider who has it', (from) => {
    const ride = rideIn(from);
    const before = JSON.stringify(ride);
    const error = caught(() => ride.assign(RIDER_A, admin, atSlot(-60)));
    expect(error).toBeInstanceOf(RideTransitionError);
    expect(error.message).toBe('This rider is already assigned to the visit.');
    expect(JSON.stringify(ride)).toBe(before);
  });

  it('a reassigned visit belongs to the new rider: the old one can no longer confirm it', () => {
    const ride = rideIn('CONFIRMED');
    ride.assign(RIDER_B, admin, atSlot(-120));
    expect(ride).toMatchObject({ status: 'ASSIGNED', riderId: RIDER_B });
    expect(() => ride.confirm(riderA, atSlot(-110))).toThrow(NotYourRideError);
    ride.confirm(riderB, atSlot(-100));
    expect(ride.status).toBe('CONFIRMED');
  });
});

describe('Ride: who may make each move', () => {
  const refusedTo = (actors: RideActor[], ride: () => Ride, run: (r: Ride, actor: RideActor) => void, message: string) => {
    for (const actor of actors) {
      const r = ride();
      const before = JSON.stringify(r);
      const error = caught(() => run(r, actor));
      expect(error, `${actor.role} ${actor.id}`).toBeInstanceOf(NotYourRideError);
      expect(error).toMatchObject({ kind: 'FORBIDDEN', message });
      expect(JSON.stringify(r)).toBe(before);
    }
  };
  const riderOnly = 'Only the rider assigned to this visit can do this.';
  // The assigned rider's id acting as a tenant is still not the rider at work.
  const notTheRider = [admin, system, tenant, otherTenant, riderB, { id: RIDER_A, role: 'TENANT' } as RideActor];

  it('only an admin assigns', () => {
    refusedTo([tenant, riderA, riderB, system], () => rideIn('REQUESTED'), (r, actor) => r.assign(RIDER_B, actor, atSlot(-60)), 'Only an admin can assign a rider.');
  });

  it('only the assigned rider confirms', () => {
    refusedTo(notTheRider, () => rideIn('ASSIGNED'), (r, actor) => r.confirm(actor, atSlot(-60)), riderOnly);
  });

  it('only the assigned rider starts', () => {
    refusedTo(notTheRider, () => rideIn('CONFIRMED'), (r, actor) => r.start(actor, atSlot(0)), riderOnly);
  });

  it('only the assigned rider completes', () => {
    refusedTo(notTheRider, () => rideIn('STARTED'), (r, actor) => r.complete(actor, RideMother.report(), atSlot(45)), riderOnly);
  });

  it('only the assigned rider marks a no-show', () => {
    refusedTo(notTheRider, () => rideIn('CONFIRMED'), (r, actor) => r.noShow(actor, atSlot(15)), riderOnly);
  });

  it('riders and other tenants may not cancel, not even the assigned rider', () => {
    refusedTo([otherTenant, riderA, riderB], () => rideIn('CONFIRMED'), (r, actor) => r.cancel(actor, 'Cannot make it', atSlot(-60)), 'Only the tenant who booked or an admin can cancel a visit.');
  });

  it.each([
    ['the tenant who booked', tenant],
    ['an admin', admin],
    ['the system (an account blocked)', system],
  ] as const)('%s cancels with a reason, kept on the visit and in its history', (_label, actor) => {
    const ride = rideIn('CONFIRMED');
    ride.cancel(actor, '  Found   another flat ', atSlot(-60));
    expect(ride).toMatchObject({ status: 'CANCELLED', cancelReason: 'Found another flat' });
    expect(ride.history.at(-1)).toMatchObject({ byId: actor.id, byRole: actor.role, action: 'cancel', from: 'CONFIRMED', to: 'CANCELLED', note: 'Found another flat' });
  });

  it.each([
    [undefined, RideMessages.reasonRequired],
    ['', RideMessages.reasonRequired],
    ['   ', RideMessages.reasonRequired],
    [42, 'Enter text.'],
    ['x'.repeat(501), 'At most 500 characters.'],
  ])('a cancel without a proper reason (%j) is refused on the reason field and changes nothing', (reason, message) => {
    const ride = rideIn('ASSIGNED');
    const before = JSON.stringify(ride);
    const error = caught(() => ride.cancel(tenant, reason, atSlot(-60)));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields).toEqual({ reason: message });
    expect(JSON.stringify(ride)).toBe(before);
  });

  it('nobody cancels a started visit, admins included; only the system does (an account taking part was blocked)', () => {
    for (const actor of [tenant, admin]) {
      expect(() => rideIn('STARTED').cancel(actor, 'Changed plans', atSlot(10))).toThrow(RideTransitionError);
    }
    const started = rideIn('STARTED');
    started.cancel(system, 'An account was closed', atSlot(10));
    expect(started.status).toBe('CANCELLED');
  });

  it('a slot that has ended can no longer be assigned, confirmed or started (an admin can still cancel it)', () => {
    const after = atSlot(60);
    for (const [status, move] of [
      ['REQUESTED', (r: Ride) => r.assign(RIDER_B, admin, after)],
      ['ASSIGNED', (r: Ride) => r.confirm(riderA, after)],
      ['CONFIRMED', (r: Ride) => r.start(riderA, after)],
    ] as const) {
      const ride = rideIn(status);
      expect(caught(() => move(ride)).message).toBe(RideMessages.slotOver);
      expect(ride.status).toBe(status);
      expect(ride.allowedActions(status === 'REQUESTED' ? admin : riderA, after)).not.toContain(status === 'REQUESTED' ? 'assign' : status === 'ASSIGNED' ? 'confirm' : 'start');
    }
    const late = rideIn('REQUESTED');
    late.cancel(admin, 'Nobody came to assign', after);
    expect(late.status).toBe('CANCELLED');
  });

  it('its tenant may cancel until the slot ends, not after: the rider or our team records how it went', () => {
    for (const status of ['REQUESTED', 'ASSIGNED', 'CONFIRMED'] as const) {
      const inTime = rideIn(status);
      expect(inTime.allowedActions(tenant, new Date(atSlot(60).getTime() - 1))).toEqual(['cancel']);
      inTime.cancel(tenant, 'Running late, cannot come', new Date(atSlot(60).getTime() - 1));
      expect(inTime.status).toBe('CANCELLED');

      const late = rideIn(status);
      expect(late.allowedActions(tenant, atSlot(60))).toEqual([]);
      const error = caught(() => late.cancel(tenant, 'Could not come', atSlot(60)));
      expect(error).toBeInstanceOf(RideTransitionError);
      expect(error.message).toBe(RideMessages.cancelTooLate);
      expect(late.status).toBe(status);
      // An admin still may: the way to close an overdue visit its rider cannot close.
      expect(late.allowedActions(admin, atSlot(60 + 7 * 60))).toContain('cancel');
      late.cancel(admin, 'The rider could not reach the home', atSlot(60 + 7 * 60));
      expect(late.status).toBe('CANCELLED');
    }
  });
});

describe('Ride: time rules', () => {
  it('starts from 30 minutes before the slot, not earlier', () => {
    const early = rideIn('CONFIRMED');
    const error = caught(() => early.start(riderA, new Date(atSlot(-30).getTime() - 1)));
    expect(error).toBeInstanceOf(RideTransitionError);
    expect(error.message).toBe(RideMessages.tooEarlyToStart);
    expect(early.status).toBe('CONFIRMED');
    const onTime = rideIn('CONFIRMED');
    onTime.start(riderA, atSlot(-30));
    expect(onTime.status).toBe('STARTED');
  });

  it('a no-show only once the slot has begun', () => {
    const early = rideIn('CONFIRMED');
    const error = caught(() => early.noShow(riderA, new Date(atSlot(0).getTime() - 1)));
    expect(error).toBeInstanceOf(RideTransitionError);
    expect(error.message).toBe(RideMessages.noShowTooEarly);
    expect(early.status).toBe('CONFIRMED');
    const late = rideIn('CONFIRMED');
    late.noShow(riderA, atSlot(0));
    expect(late.status).toBe('NO_SHOW');
  });
});

describe('Ride: booking and history', () => {
  it('a booking is REQUESTED with the slot, the place and the note; its history starts with the tenant', () => {
    const bookedAt = new Date('2026-11-22T10:00:00Z');
    const ride = RideMother.requested({ propertyId: PROPERTY, tenantId: TENANT, note: '  Please   call first ', locality: 'Kankarbagh', city: 'patna', bookedAt });
    expect(ride).toMatchObject({ status: 'REQUESTED', riderId: null, tenantNote: 'Please call first', city: 'patna', locality: 'Kankarbagh', cancelReason: null, report: null, version: 0 });
    expect(ride.slotStartAt.toISOString()).toBe('2026-11-25T04:30:00.000Z');
    expect(ride.slotEndAt.toISOString()).toBe('2026-11-25T05:30:00.000Z');
    expect(ride.isOpen).toBe(true);
    expect(ride.history).toEqual([{ at: bookedAt.toISOString(), byId: TENANT, byRole: 'TENANT', action: 'request', from: null, to: 'REQUESTED', note: null }]);
  });

  it('a note longer than 500 characters is refused', () => {
    expect(caught(() => RideMother.requested({ propertyId: PROPERTY, tenantId: TENANT, note: 'x'.repeat(501) })).fields).toEqual({ note: 'At most 500 characters.' });
  });

  it('records who moved it, in which role, when, from and to, for the whole life of a visit', () => {
    const ride = RideMother.requested({ propertyId: PROPERTY, tenantId: TENANT });
    ride.assign(RIDER_A, admin, atSlot(-3000));
    ride.assign(RIDER_B, admin, atSlot(-2000));
    ride.confirm(riderB, atSlot(-1000));
    ride.start(riderB, atSlot(-10));
    ride.complete(riderB, RideMother.report({ matched: false, differences: 'Only one bathroom' }), atSlot(40));
    expect(ride.history.map(({ byId, byRole, action, from, to, note }) => ({ byId, byRole, action, from, to, note }))).toEqual([
      { byId: TENANT, byRole: 'TENANT', action: 'request', from: null, to: 'REQUESTED', note: null },
      { byId: RIDE_ADMIN_ID, byRole: 'ADMIN', action: 'assign', from: 'REQUESTED', to: 'ASSIGNED', note: null },
      { byId: RIDE_ADMIN_ID, byRole: 'ADMIN', action: 'assign', from: 'ASSIGNED', to: 'ASSIGNED', note: null },
      { byId: RIDER_B, byRole: 'RIDER', action: 'confirm', from: 'ASSIGNED', to: 'CONFIRMED', note: null },
      { byId: RIDER_B, byRole: 'RIDER', action: 'start', from: 'CONFIRMED', to: 'STARTED', note: null },
      { byId: RIDER_B, byRole: 'RIDER', action: 'complete', from: 'STARTED', to: 'COMPLETED', note: 'Differences: Only one bathroom' },
    ]);
    expect(ride.history.slice(1).map((e) => e.at)).toEqual([atSlot(-3000), atSlot(-2000), atSlot(-1000), atSlot(-10), atSlot(40)].map((d) => d.toISOString()));
    expect(ride.report).toMatchObject({ matched: false, differences: 'Only one bathroom' });
    expect(ride.isOpen).toBe(false);
  });

  it('keeps the code of a note the system writes, so a Hindi page says it in Hindi; a person’s words have none', () => {
    const completed = RideMother.requested({ propertyId: PROPERTY, tenantId: TENANT });
    completed.assign(RIDER_B, admin, atSlot(-2000));
    completed.confirm(riderB, atSlot(-1000));
    completed.start(riderB, atSlot(-10));
    completed.complete(riderB, RideMother.report({ matched: false, differences: 'Only one bathroom' }), atSlot(40));
    const note = completed.history.at(-1)!;
    expect(note).toMatchObject({ note: 'Differences: Only one bathroom', noteText: { code: 'RIDE_DIFFERENCES', params: { differences: 'Only one bathroom' } } });
    expect(say(hi, note.noteText!.code, note.noteText!.params)).toBe('फ़र्क़: Only one bathroom');
    expect(say(hi, note.noteText!.code, note.noteText!.params)).not.toContain('Differences');

    const cancelled = RideMother.requested({ propertyId: PROPERTY, tenantId: TENANT });
    cancelled.cancel(tenant, 'Found another flat', atSlot(-3000));
    expect(cancelled.history.at(-1)).toMatchObject({ note: 'Found another flat' });
    expect(cancelled.history.at(-1)!.noteText).toBeUndefined();
  });

  it('a matched report is noted as such', () => {
    const ride = rideIn('COMPLETED');
    expect(ride.history.at(-1)).toMatchObject({ action: 'complete', note: 'Home matched its listing' });
  });
});

describe('Ride: a check visit (an admin sends a rider to check a listing)', () => {
  const check = () => RideMother.check({ propertyId: PROPERTY, adminId: RIDE_ADMIN_ID, reasons: ['OTHER', 'FRAUD', 'OTHER'], note: 'Ask who owns it' });

  it('has no tenant: the admin is who booked it, with the reasons the listing was reported for (each once, in the rules\' order)', () => {
    const ride = check();
    expect(ride).toMatchObject({ purpose: 'CHECK', tenantId: null, bookedById: RIDE_ADMIN_ID, checkReasons: ['FRAUD', 'OTHER'], tenantNote: 'Ask who owns it', status: 'REQUESTED' });
    expect(ride.isCheckVisit).toBe(true);
    expect(ride.history).toEqual([expect.objectContaining({ byId: RIDE_ADMIN_ID, byRole: 'ADMIN', action: 'request', note: 'Check visit' })]);
    // A tenant's visit: booked by its tenant, no reasons.
    expect(RideMother.requested({ propertyId: PROPERTY, tenantId: TENANT })).toMatchObject({ purpose: 'TENANT', tenantId: TENANT, bookedById: TENANT, checkReasons: [] });
  });

  it('no tenant may cancel it or sees a button: only admins and its rider move it', () => {
    const ride = check();
    ride.assign(RIDER_A, admin, atSlot(-3000));
    expect(ride.allowedActions(tenant, atSlot(-31))).toEqual([]);
    expect(caught(() => ride.cancel(tenant, 'Not coming', atSlot(-31)))).toBeInstanceOf(NotYourRideError);
    expect(ride.allowedActions(riderA, atSlot(-31))).toEqual(['confirm']);
    ride.confirm(riderA, atSlot(-31));
    ride.cancel(admin, 'Listing withdrawn', atSlot(-30));
    expect(ride.status).toBe('CANCELLED');
  });
});

describe('Ride: allowed actions (buttons)', () => {
  const before30 = atSlot(-31);
  it.each([
    ['REQUESTED', admin, before30, ['assign', 'cancel']],
    ['REQUESTED', tenant, before30, ['cancel']],
    ['REQUESTED', otherTenant, before30, []],
    ['REQUESTED', riderA, before30, []],
    ['ASSIGNED', admin, before30, ['assign', 'cancel']],
    ['ASSIGNED', tenant, before30, ['cancel']],
    ['ASSIGNED', riderA, before30, ['confirm']],
    ['ASSIGNED', riderB, before30, []],
    ['CONFIRMED', admin, before30, ['assign', 'cancel']],
    ['CONFIRMED', tenant, before30, ['cancel']],
    ['CONFIRMED', riderA, before30, []],
    ['CONFIRMED', riderA, atSlot(-30), ['start']],
    ['CONFIRMED', riderA, atSlot(0), ['start', 'no_show']],
    ['CONFIRMED', riderB, atSlot(0), []],
    ['STARTED', riderA, atSlot(10), ['complete']],
    ['STARTED', admin, atSlot(10), []],
    ['STARTED', tenant, atSlot(10), []],
    ['COMPLETED', admin, atSlot(90), []],
    ['COMPLETED', riderA, atSlot(90), []],
    ['CANCELLED', admin, before30, []],
    ['CANCELLED', tenant, before30, []],
    ['NO_SHOW', riderA, atSlot(90), []],
    ['NO_SHOW', admin, atSlot(90), []],
  ] as const)('%s, for %o at the given time: %j', (status, actor, now, actions) => {
    expect(rideIn(status).allowedActions(actor, now)).toEqual(actions);
  });
});

describe('RideSlot', () => {
  const NOW = new Date('2026-11-22T10:00:00Z'); // 15:30 in India, Sunday

  it('converts India time to UTC: 10:00 IST is 04:30 UTC, and back', () => {
    const slot = RideSlot.at('2026-11-25', 10);
    expect(slot.startsAt.toISOString()).toBe('2026-11-25T04:30:00.000Z');
    expect(slot.endsAt.toISOString()).toBe('2026-11-25T05:30:00.000Z');
    expect({ date: slot.date, hour: slot.hour, window: slot.window }).toEqual({ date: '2026-11-25', hour: 10, window: '10:00-11:00' });
    expect(RideSlot.at('2026-11-25', 9).startsAt.toISOString()).toBe('2026-11-25T03:30:00.000Z');
    expect(RideSlot.at('2026-11-25', 18).endsAt.toISOString()).toBe('2026-11-25T13:30:00.000Z');
    const back = RideSlot.fromStart(new Date('2026-11-25T12:30:00Z'));
    expect({ date: back.date, hour: back.hour, window: back.window }).toEqual({ date: '2026-11-25', hour: 18, window: '18:00-19:00' });
  });

  it.each([['10:00'], ['10'], [10], [' 10:00 ']])('takes the start %j as the 10:00-11:00 window', (start) => {
    expect(RideSlot.book('2026-11-25', start, NOW).startsAt.toISOString()).toBe('2026-11-25T04:30:00.000Z');
  });

  it.each([['09:00', 9], ['18:00', 18]])('the first and last windows (%s) are offered', (start, hour) => {
    expect(RideSlot.book('2026-11-25', start, NOW).hour).toBe(hour);
  });

  it.each([['08:00'], ['19:00'], ['10:30'], ['7 PM'], [9.5], [''], [null], [undefined], ['25:00']])('refuses the start %j: only 1-hour windows between 9 AM and 7 PM', (start) => {
    const error = caught(() => RideSlot.book('2026-11-25', start, NOW));
    expect(error.fields).toEqual({ slot_start: SlotMessages.window });
  });

  it.each([['2026-13-01'], ['2026-02-30'], ['25-11-2026'], ['2026/11/25'], [''], [undefined], [20261125]])('refuses the date %j', (date) => {
    const error = caught(() => RideSlot.book(date, '10:00', NOW));
    expect(error.fields).toEqual({ slot_date: SlotMessages.date });
  });

  it('needs at least 3 hours of notice', () => {
    const atThree = new Date('2026-11-22T09:30:00Z'); // 15:00 IST; 18:00 IST is exactly 3 h later
    expect(RideSlot.book('2026-11-22', '18:00', atThree).startsAt.toISOString()).toBe('2026-11-22T12:30:00.000Z');
    const justLate = new Date(atThree.getTime() + 1);
    expect(caught(() => RideSlot.book('2026-11-22', '18:00', justLate)).fields).toEqual({ slot_start: SlotMessages.tooSoon });
    expect(caught(() => RideSlot.book('2026-11-22', '10:00', NOW)).fields).toEqual({ slot_start: SlotMessages.tooSoon });
    expect(SlotMessages.tooSoon).toBe('Visits can be booked at least 3 hours ahead. Please pick a later time.');
  });

  it('books at most 14 days ahead', () => {
    // NOW + 14 days is 6 December, 15:30 IST: the 15:00 window is in, the 16:00 one is not.
    expect(RideSlot.book('2026-12-06', '15:00', NOW).startsAt.toISOString()).toBe('2026-12-06T09:30:00.000Z');
    expect(caught(() => RideSlot.book('2026-12-06', '16:00', NOW)).fields).toEqual({ slot_date: SlotMessages.tooFar });
    expect(caught(() => RideSlot.book('2026-12-07', '09:00', NOW)).fields).toEqual({ slot_date: SlotMessages.tooFar });
    expect(SlotMessages.tooFar).toBe('Visits can be booked up to 14 days ahead.');
  });
});

describe('parseRideReport', () => {
  const photo = RideMother.report().photos[0]!;

  it.each([[true], ['true'], ['yes']])('matched %j: the home matched, differences are dropped', (matched) => {
    expect(parseRideReport({ matched, differences: 'ignored', notes: '  Owner   present ' }, [photo])).toEqual({ matched: true, differences: null, notes: 'Owner present', photos: [photo] });
  });

  it.each([[false], ['false'], ['no']])('matched %j with what differed', (matched) => {
    expect(parseRideReport({ matched, differences: ' Only one  bathroom ' }, [])).toEqual({ matched: false, differences: 'Only one bathroom', notes: null, photos: [] });
  });

  it.each([[undefined], [null], ['maybe'], [1], ['']])('matched is required (%j)', (matched) => {
    expect(caught(() => parseRideReport({ matched }, [])).fields).toEqual({ matched: ReportMessages.matched });
  });

  it.each([[undefined], [''], ['   ']])('what differed is required when the home did not match (%j)', (differences) => {
    expect(caught(() => parseRideReport({ matched: false, differences }, [])).fields).toEqual({ differences: ReportMessages.differences });
  });

  it('texts are at most 1000 characters', () => {
    expect(caught(() => parseRideReport({ matched: false, differences: 'x'.repeat(1001), notes: 'y'.repeat(1001) }, [])).fields).toEqual({
      differences: ReportMessages.tooLong,
      notes: ReportMessages.tooLong,
    });
    expect(parseRideReport({ matched: false, differences: 'x'.repeat(1000) }, []).differences).toHaveLength(1000);
  });

  it(`at most ${MAX_REPORT_PHOTOS} photos`, () => {
    expect(parseRideReport({ matched: true }, Array(MAX_REPORT_PHOTOS).fill(photo)).photos).toHaveLength(MAX_REPORT_PHOTOS);
    expect(caught(() => parseRideReport({ matched: true }, Array(MAX_REPORT_PHOTOS + 1).fill(photo))).fields).toEqual({ photos: ReportMessages.tooManyPhotos });
  });

  it('reports every problem at once', () => {
    expect(Object.keys(caught(() => parseRideReport({ notes: 42 }, Array(11).fill(photo))).fields).sort()).toEqual(['matched', 'notes', 'photos']);
  });
});

describe('RiderApplication', () => {
  const USER = '0190f0a0-0000-7000-8000-0000000000e1';
  const ADMIN = '0190f0a0-0000-7000-8000-0000000000e2';
  const AT = new Date('2026-11-20T10:00:00Z');
  const submit = (overrides: Partial<RiderApplicationInput> = {}) => RiderApplication.submit(riderApplicationSubmission(USER, { mobileNo: '9876543210', ...overrides }), AT);
  const fieldsOf = (overrides: Partial<RiderApplicationInput>) => caught(() => submit(overrides)).fields;

  it('keeps a valid application PENDING with normalised values', () => {
    const application = submit({ lastName: 'YADAV', localities: [' Boring   Road ', 'Kankarbagh', 'Boring Road'], availability: { days: ['WED', 'MON', 'WED'], fromHour: 10, toHour: 13 } });
    expect(application).toMatchObject({
      userId: USER,
      mobileNo: '9876543210',
      firstName: 'Vikash',
      lastName: 'Yadav',
      city: 'patna',
      localities: ['Boring Road', 'Kankarbagh'],
      hasVehicle: true,
      availability: { days: ['MON', 'WED'], fromHour: 10, toHour: 13 },
      idDocumentType: 'AADHAAR',
      idNumberLast4: '0124',
      idNumberSealed: null,
      idNumberHash: null,
      status: 'PENDING',
      reviewReason: null,
      reviewedById: null,
      reviewedAt: null,
      version: 0,
    });
    expect(application.createdAt.getTime()).toBe(AT.getTime());
  });

  it('takes the localities as a comma-separated text too', () => {
    expect(submit({ localities: 'Boring Road, Kankarbagh ,' }).localities).toEqual(['Boring Road', 'Kankarbagh']);
  });

  it.each([
    [{ firstName: '' }, 'first_name', Messages.required],
    [{ firstName: 'V1kash' }, 'first_name', Messages.nameChars],
    [{ lastName: undefined }, 'last_name', Messages.required],
    [{ lastName: 'Ya-dav' }, 'last_name', Messages.nameChars],
    [{ city: '' }, 'city', Messages.required],
    [{ city: 'mumbai' }, 'city', 'city must be one of patna, gaya, muzaffarpur, bhagalpur, darbhanga, ranchi.'],
    [{ localities: [] }, 'localities', RiderApplicationMessages.localities],
    [{ localities: ['  ', ''] }, 'localities', RiderApplicationMessages.localities],
    [{ localities: Array.from({ length: 11 }, (_, i) => `Ward ${'ABCDEFGHIJK'[i]}`) }, 'localities', RiderApplicationMessages.localities],
    [{ localities: 42 }, 'localities', RiderApplicationMessages.localities],
    [{ localities: ['x'.repeat(61)] }, 'localities', RiderApplicationMessages.locality],
    [{ hasVehicle: 'yes' }, 'has_vehicle', RiderApplicationMessages.vehicle],
    [{ hasVehicle: undefined }, 'has_vehicle', RiderApplicationMessages.vehicle],
    [{ availability: undefined }, 'availability', RiderApplicationMessages.availabilityDays],
    [{ availability: { days: [], from_hour: 9, to_hour: 19 } }, 'availability', RiderApplicationMessages.availabilityDays],
    [{ availability: { days: ['MON', 'FUNDAY'], from_hour: 9, to_hour: 19 } }, 'availability', RiderApplicationMessages.availabilityDays],
    [{ availability: { days: ['MON'], from_hour: 8, to_hour: 12 } }, 'availability', RiderApplicationMessages.availabilityHours],
    [{ availability: { days: ['MON'], from_hour: 12, to_hour: 20 } }, 'availability', RiderApplicationMessages.availabilityHours],
    [{ availability: { days: ['MON'], from_hour: 12, to_hour: 12 } }, 'availability', RiderApplicationMessages.availabilityHours],
    [{ availability: { days: ['MON'], from_hour: 12, to_hour: 10 } }, 'availability', RiderApplicationMessages.availabilityHours],
    [{ availability: { days: ['MON'], from_hour: 9.5, to_hour: 12 } }, 'availability', RiderApplicationMessages.availabilityHours],
    [{ availability: { days: ['MON'], from_hour: '9', to_hour: '12' } }, 'availability', RiderApplicationMessages.availabilityHours],
    [{ idDocumentType: '' }, 'id_document_type', Messages.required],
    [{ idDocumentType: 'RATION_CARD' }, 'id_document_type', 'id_document_type must be one of AADHAAR, PAN, DRIVING_LICENCE, VOTER_ID, PASSPORT.'],
    [{ idDocumentNumber: '' }, 'id_document_number', Messages.required],
    [{ idDocumentNumber: 234567890124 as unknown as string }, 'id_document_number', Messages.required],
  ])('refuses %j on %s: %s', (overrides, field, message) => {
    expect(fieldsOf(overrides)).toEqual({ [field]: message });
  });

  it.each([
    ['AADHAAR', '2345 6789 0124', '234567890124'],
    ['AADHAAR', '9999-8888-7779', '999988887779'],
    ['PAN', 'abcde1234f', 'ABCDE1234F'],
    ['DRIVING_LICENCE', 'BR01 20190001234', 'BR0120190001234'],
    ['DRIVING_LICENCE', 'br-06-2011-0012345', 'BR0620110012345'],
    ['VOTER_ID', 'abc1234567', 'ABC1234567'],
    ['PASSPORT', 'a1234567', 'A1234567'],
  ])('a %s number %j is read as %s (its last four kept)', (idDocumentType, idDocumentNumber, kept) => {
    expect(submittedIdNumber({ idDocumentNumber })).toBe(kept);
    expect(submit({ idDocumentType, idDocumentNumber }).idNumberLast4).toBe(kept.slice(-4));
  });

  it.each([
    ['AADHAAR', '1234 5678 9012', 'An Aadhaar number has 12 digits and does not start with 0 or 1.'],
    ['AADHAAR', '2345 6789 012', 'An Aadhaar number has 12 digits and does not start with 0 or 1.'],
    ['AADHAAR', 'ABCDE1234F', 'An Aadhaar number has 12 digits and does not start with 0 or 1.'],
    ['AADHAAR', '2345 6789 0123', 'This Aadhaar number is not valid: check its 12 digits.'],
    ['AADHAAR', '2345 6789 1024', 'This Aadhaar number is not valid: check its 12 digits.'],
    ['PAN', 'ABCD1234F', 'A PAN looks like ABCDE1234F.'],
    ['PAN', '234567890124', 'A PAN looks like ABCDE1234F.'],
    ['DRIVING_LICENCE', 'BR01', 'A driving licence number looks like BR0120190001234.'],
    ['DRIVING_LICENCE', '0120190001234BR', 'A driving licence number looks like BR0120190001234.'],
    ['VOTER_ID', 'AB12345678', 'A voter ID (EPIC) looks like ABC1234567.'],
    ['PASSPORT', '12345678', 'A passport number looks like A1234567.'],
    ['PASSPORT', 'A123456', 'A passport number looks like A1234567.'],
  ])('a %s number %j is refused: %s', (idDocumentType, idDocumentNumber, message) => {
    expect(fieldsOf({ idDocumentType, idDocumentNumber })).toEqual({ id_document_number: message });
  });

  it('reports every bad field at once; the ID number is not judged without a known type', () => {
    const fields = fieldsOf({ firstName: '', city: 'mumbai', localities: [], hasVehicle: null, availability: {}, idDocumentType: 'X', idDocumentNumber: 'nonsense' });
    expect(Object.keys(fields).sort()).toEqual(['availability', 'city', 'first_name', 'has_vehicle', 'id_document_type', 'localities']);
  });

  it('shows the ID number masked but for its last four characters, whatever its length', () => {
    expect(submit().maskedIdNumber).toBe('•••• 0124');
    expect(maskIdNumber('A1234567')).toBe('•••• 4567');
  });

  it('keeps an Aadhaar number as its hash only, any other number sealed', () => {
    const aadhaar = submit();
    expect(() => aadhaar.keepIdNumber({ sealed: 'sealed', hash: null })).toThrow();
    expect(() => aadhaar.keepIdNumber({ sealed: 'sealed', hash: 'hash' })).toThrow();
    aadhaar.keepIdNumber({ sealed: null, hash: 'hash' });
    expect(aadhaar).toMatchObject({ idNumberSealed: null, idNumberHash: 'hash', keepsWholeIdNumber: false });
    const pan = submit({ idDocumentType: 'PAN', idDocumentNumber: 'ABCDE1234F' });
    expect(() => pan.keepIdNumber({ sealed: null, hash: 'hash' })).toThrow();
    pan.keepIdNumber({ sealed: 'sealed', hash: null });
    expect(pan).toMatchObject({ idNumberSealed: 'sealed', idNumberHash: null, idNumberLast4: '234F', keepsWholeIdNumber: true });
  });

  it('an admin approves once, with an optional note', () => {
    const application = submit();
    const later = new Date(AT.getTime() + 3_600_000);
    application.approve(ADMIN, '  Documents checked  ', later);
    expect(application).toMatchObject({ status: 'APPROVED', reviewedById: ADMIN, reviewReason: 'Documents checked' });
    expect(application.reviewedAt!.getTime()).toBe(later.getTime());
    const plain = submit();
    plain.approve(ADMIN, undefined, later);
    expect(plain.reviewReason).toBeNull();
  });

  it('a rejection needs a reason the applicant will read', () => {
    const application = submit();
    for (const reason of [undefined, '', '   ', 42]) {
      expect(caught(() => application.reject(ADMIN, reason, AT)).fields).toEqual({ reason: RiderApplicationMessages.reasonRequired });
    }
    expect(caught(() => application.reject(ADMIN, 'x'.repeat(501), AT)).fields).toEqual({ reason: 'At most 500 characters.' });
    expect(application.status).toBe('PENDING');
    application.reject(ADMIN, ' The ID number does not match the name. ', AT);
    expect(application).toMatchObject({ status: 'REJECTED', reviewReason: 'The ID number does not match the name.', reviewedById: ADMIN });
  });

  it.each([
    ['approved', () => RiderApplicationMother.approved(USER, ADMIN)],
    ['rejected', () => RiderApplicationMother.rejected(USER, ADMIN)],
  ])('an application already %s cannot be reviewed again (409)', (_label, make) => {
    const application = make();
    const status = application.status;
    for (const review of [() => application.approve(ADMIN, null, AT), () => application.reject(ADMIN, 'Changed my mind', AT)]) {
      expect(caught(review)).toMatchObject({ kind: 'CONFLICT', message: RiderApplicationMessages.notPending });
    }
    expect(application.status).toBe(status);
  });
});

describe('User.becomeRider', () => {
  const NOW = new Date('2026-11-23T09:00:00Z');
  it.each([
    ['a plain tenant', 'TENANT', null, 'RIDER', 'TENANT'],
    ['a tenant marked tenant twice', 'TENANT', 'TENANT', 'RIDER', 'TENANT'],
    ['an owner', 'OWNER', null, 'OWNER', 'RIDER'],
    ['an owner who is a tenant too', 'OWNER', 'TENANT', 'OWNER', 'RIDER'],
    ['a tenant who is an owner too', 'TENANT', 'OWNER', 'OWNER', 'RIDER'],
    ['an admin', 'ADMIN', null, 'ADMIN', 'RIDER'],
  ] as const)('%s (%s + %s) becomes %s + %s, serving the city', (_label, primaryRole, secondaryRole, primary, secondary) => {
    const user = UserMother.with({ primaryRole: primaryRole as Role, secondaryRole: secondaryRole as Role | null });
    user.becomeRider('gaya', NOW);
    expect(user).toMatchObject({ primaryRole: primary, secondaryRole: secondary, city: 'gaya' });
    expect(user.hasRole('RIDER')).toBe(true);
    expect(user.updatedAt.getTime()).toBe(NOW.getTime());
  });

  it('a rider already keeps their roles; only the city changes', () => {
    const user = UserMother.rider({ secondaryRole: 'TENANT' });
    user.becomeRider('ranchi', NOW);
    expect(user).toMatchObject({ primaryRole: 'RIDER', secondaryRole: 'TENANT', city: 'ranchi' });
  });
});

describe('User.becomeOwner (an admin adds the OWNER role)', () => {
  const NOW = new Date('2026-11-23T09:00:00Z');
  it.each([
    ['a plain tenant', 'TENANT', null, 'TENANT', 'OWNER', true],
    ['an owner', 'OWNER', null, 'OWNER', null, false],
    ['a tenant who owns', 'TENANT', 'OWNER', 'TENANT', 'OWNER', false],
    ['a rider (tenant by default)', 'RIDER', 'TENANT', 'OWNER', 'RIDER', true],
    ['a rider', 'RIDER', null, 'OWNER', 'RIDER', true],
    ['an owner who rides', 'OWNER', 'RIDER', 'OWNER', 'RIDER', false],
    ['an admin', 'ADMIN', null, 'ADMIN', null, false],
  ] as const)('%s (%s + %s) ends up %s + %s', (_label, primaryRole, secondaryRole, primary, secondary, changed) => {
    const user = UserMother.with({ primaryRole: primaryRole as Role, secondaryRole: secondaryRole as Role | null });
    const updatedAt = user.updatedAt.getTime();
    expect(user.becomeOwner(NOW)).toBe(changed);
    expect(user).toMatchObject({ primaryRole: primary, secondaryRole: secondary });
    expect(user.updatedAt.getTime()).toBe(changed ? NOW.getTime() : updatedAt);
  });
});
