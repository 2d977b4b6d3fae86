import { describe, expect, it } from 'vitest';
import {
  cancelNotice,
  formatIndiaDay,
  formatRideSlot,
  formatWindow,
  historyActor,
  historyInOrder,
  historyMove,
  indiaDateOf,
  indiaHourOf,
  isCheckVisit,
  listingPlace,
  listingTitle,
  personLine,
  photoFullUrl,
  photoUrl,
  rideSlotParts,
  shiftDate,
  todayInIndia,
  visitorLabel,
} from './rideFormat';
import { SLOT_HOURS, slotWindowLabel, slotWindowText } from '../../../adapters/http/contract/rules';
import type { Ride, RideHistoryEvent, RideProperty } from './types';

describe('India time', () => {
  it('reads the India date and hour of a UTC instant', () => {
    // 04:30 UTC = 10:00 IST; 20:00 UTC on the 24th = 01:30 IST on the 25th.
    expect(indiaDateOf('2026-11-25T04:30:00.000Z')).toBe('2026-11-25');
    expect(indiaHourOf('2026-11-25T04:30:00.000Z')).toBe(10);
    expect(indiaDateOf('2026-11-24T20:00:00.000Z')).toBe('2026-11-25');
    expect(indiaDateOf('nonsense')).toBe('');
    expect(indiaHourOf(undefined)).toBeNull();
  });
  it('knows today in India and moves dates by days', () => {
    expect(todayInIndia(new Date('2026-12-31T19:00:00.000Z'))).toBe('2027-01-01');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('formatRideSlot', () => {
  const ride = { slot_date: '2026-11-25', slot_start: '10:00', slot_window: '10:00-11:00', slot_start_at: '2026-11-25T04:30:00.000Z' };

  it('writes every window as the site and the SMS texts do (the shared slotWindowText): "12-1 PM", not "12:00-13:00"', () => {
    for (const hour of SLOT_HOURS) expect(formatWindow(slotWindowLabel(hour))).toBe(slotWindowText(hour));
    expect(formatWindow('12:00-13:00')).toBe('12-1 PM');
  });

  it('writes the day and the one-hour window, India time', () => {
    expect(formatRideSlot(ride)).toBe('Wed, 25 Nov 2026, 10-11 AM');
    expect(formatIndiaDay('2026-11-25')).toBe('Wed, 25 Nov 2026');
  });
  it('falls back to the start instant, read in India time whatever the browser zone', () => {
    expect(formatRideSlot({ slot_start_at: '2026-11-25T12:30:00.000Z' })).toBe('Wed, 25 Nov 2026, 6-7 PM');
    expect(rideSlotParts({ slot_start_at: '2026-11-25T03:30:00.000Z' })).toEqual({ date: '2026-11-25', startHour: 9, window: '09:00-10:00' });
  });
  it('uses slot_start when the window is missing', () => {
    expect(rideSlotParts({ slot_date: '2026-11-25', slot_start: '9:00' })).toEqual({ date: '2026-11-25', startHour: 9, window: '09:00-10:00' });
  });
  it('is empty without a slot', () => {
    expect(formatRideSlot({})).toBe('');
    expect(formatRideSlot(null)).toBe('');
  });
});

describe('people, listing and photos', () => {
  it('writes a person with their number and the listing title', () => {
    expect(personLine({ id: 't', first_name: 'Ravi', last_name: 'Kumar', mobile_no: '9876543210' })).toBe('Ravi Kumar · 9876543210');
    expect(personLine(null)).toBe('');
    expect(listingTitle({ property: { id: 'p', title: '2 BHK near Boring Road' } as RideProperty, locality: 'Boring Road' })).toBe('2 BHK near Boring Road');
    expect(listingTitle({ property: null, locality: 'Boring Road' })).toBe('Boring Road');
    expect(listingPlace({ property: null, locality: 'Boring Road', city: 'patna' })).toBe('Boring Road, Patna');
  });
  it('picks the smallest variant at least as wide as the thumbnail, and the widest for the full photo', () => {
    const photo = {
      variants: [
        { width: 1024, height: 768, url: 'l.webp' },
        { width: 320, height: 240, url: 's.webp' },
        { width: 640, height: 480, url: 'm.webp' },
      ],
    };
    expect(photoUrl(photo, 160)).toBe('s.webp');
    expect(photoUrl(photo, 500)).toBe('m.webp');
    expect(photoUrl(photo, 2000)).toBe('l.webp');
    expect(photoFullUrl(photo)).toBe('l.webp');
    expect(photoUrl({ variants: [] })).toBeUndefined();
  });
});

describe('history', () => {
  const ride = {
    tenant: { id: 't-1', first_name: 'Ravi', last_name: 'Kumar' },
    rider: { id: 'r-1', first_name: 'Sunil', last_name: 'Yadav' },
  } as Pick<Ride, 'tenant' | 'rider'>;
  const event = (over: Partial<RideHistoryEvent>): RideHistoryEvent => ({
    at: '2026-11-20T05:00:00.000Z',
    by_role: 'TENANT',
    by_id: 't-1',
    action: 'request',
    from: null,
    to: 'REQUESTED',
    note: null,
    ...over,
  });

  it('names who moved the ride', () => {
    expect(historyActor(event({}), ride)).toBe('Ravi Kumar (tenant)');
    expect(historyActor(event({ by_role: 'RIDER', by_id: 'r-1' }), ride)).toBe('Sunil Yadav (rider)');
    expect(historyActor(event({ by_role: 'RIDER', by_id: 'r-old' }), ride)).toBe('Rider');
    expect(historyActor(event({ by_role: 'ADMIN', by_id: 'a-1' }), ride)).toBe('Admin');
    expect(historyActor(event({ by_role: 'SYSTEM', by_id: null }), ride)).toBe('System');
  });
  it('writes the move from → to', () => {
    expect(historyMove(event({}))).toBe('Requested');
    expect(historyMove(event({ from: 'REQUESTED', to: 'ASSIGNED' }))).toBe('Requested → Assigned');
    expect(historyMove(event({ from: 'CONFIRMED', to: 'NO_SHOW' }))).toBe('Confirmed → No-show');
  });
  it('lists the history oldest first', () => {
    const later = event({ at: '2026-11-21T05:00:00.000Z', action: 'assign' });
    expect(historyInOrder([later, event({})]).map((e) => e.action)).toEqual(['request', 'assign']);
    expect(historyInOrder(undefined)).toEqual([]);
  });
});

describe('check visits (no tenant)', () => {
  const tenant = { id: 't-1', first_name: 'Ravi', last_name: 'Kumar' };
  const admin = { id: 'a-1', first_name: 'Asha', last_name: 'Singh', mobile_no: null };
  const rider = { id: 'r-1', first_name: 'Sunil', last_name: 'Yadav' };

  it('shows who booked a check where a tenant would be, and the tenant of any other visit', () => {
    expect(isCheckVisit({ purpose: 'CHECK' })).toBe(true);
    expect(isCheckVisit({ purpose: 'TENANT' })).toBe(false);
    expect(visitorLabel({ purpose: 'CHECK', tenant: null, booked_by: admin })).toBe('Check visit (booked by Asha Singh)');
    expect(visitorLabel({ purpose: 'CHECK', tenant: null })).toBe('Check visit');
    // Its history names the admin who asked for it.
    const request = { by_role: 'ADMIN' as const, by_id: 'a-1' };
    expect(historyActor(request, { tenant: null, rider: null, booked_by: admin })).toBe('Asha Singh (admin)');
    expect(historyActor({ ...request, by_id: 'a-2' }, { tenant: null, rider: null, booked_by: admin })).toBe('Admin');
    expect(visitorLabel({ purpose: 'TENANT', tenant, booked_by: { ...tenant, last_name: 'Kumar', mobile_no: null } })).toBe('Ravi Kumar');
  });

  it('says who a cancellation texts: never a tenant for a check', () => {
    expect(cancelNotice({ purpose: 'TENANT', rider })).toBe('The tenant and the rider get an SMS with this reason.');
    expect(cancelNotice({ purpose: 'TENANT', rider: null })).toBe('The tenant gets an SMS with this reason.');
    expect(cancelNotice({ purpose: 'CHECK', rider })).toBe('The rider gets an SMS with this reason.');
    expect(cancelNotice({ purpose: 'CHECK', rider: null })).toBe('A check visit has no tenant and no rider yet: nobody is texted.');
  });
});
