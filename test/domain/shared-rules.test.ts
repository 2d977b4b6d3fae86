import { describe, expect, it } from 'vitest';
import { mapLink, slotState, type SlotState } from '../../adapters/http/contract/rules.js';
import { addDays, indiaDate, indiaHour, indiaTime, startOfIndiaDay } from '../../domain/shared/india-date.js';
import { RideSlot, SlotMessages } from '../../domain/rides/ride-slot.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { firstCheckSlot } from '../../web-admin/src/listingReports/reportFormat';
import { indiaDateOf, indiaHourOf, shiftDate } from '../../web-admin/src/rides/rideFormat';
import { isOpenChoice, slotDays } from '../../web-public/src/rides/booking';
import { mapLink as siteMapLink, rideAddress } from '../../web-public/src/rides/ride-format';
import type { Ride } from '../../web-public/src/api/rides';
import { PropertyMother } from '../mothers/property.mother.js';

/**
 * The rules the server and both front ends share as functions (through adapters/http/contract/rules.ts): India time,
 * whether a visit slot can be booked, and where a listing is on a map. Each is tested at its edges here, and each
 * caller (the server's RideSlot and ride presenter, the site's slot picker and ride card, the console's check-visit
 * dialog) is checked to give the same answer as the function on the same inputs.
 */

/** An instant given as India time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('India time', () => {
  it('turns at midnight in India, not in UTC', () => {
    expect(indiaDate(ist('2026-11-24T23:59:59'))).toBe('2026-11-24');
    expect(indiaDate(ist('2026-11-25T00:00:00'))).toBe('2026-11-25');
    expect(startOfIndiaDay(ist('2026-11-25T00:30:00')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(indiaHour(new Date('2026-11-24T18:29:00Z'))).toBe(23);
    expect(indiaHour(new Date('2026-11-24T18:30:00Z'))).toBe(0);
    expect(indiaTime('2026-11-25', 10).toISOString()).toBe('2026-11-25T04:30:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads the same in the console', () => {
    for (const at of ['2026-11-24T18:29:59.000Z', '2026-11-24T18:30:00.000Z', '2026-12-31T19:00:00.000Z']) {
      expect(indiaDateOf(at)).toBe(indiaDate(new Date(at)));
      expect(indiaHourOf(at)).toBe(indiaHour(new Date(at)));
    }
    expect(shiftDate('2026-12-31', 1)).toBe(addDays('2026-12-31', 1));
  });
});

describe('whether a visit slot can be booked', () => {
  // 15:00 in Patna on Sunday 22 November: 18:00 is exactly 3 hours away.
  const NOW = ist('2026-11-22T15:00:00');

  it('opens a window 3 hours ahead, not 2 h 59 min ahead', () => {
    expect(slotState('2026-11-22', 18, NOW)).toBe('open');
    expect(slotState('2026-11-22', 18, new Date(NOW.getTime() + 60_000))).toBe('too-soon');
    expect(slotState('2026-11-22', 17, NOW)).toBe('too-soon');
  });

  it('starts windows from 9:00 to 18:00 only: 19:00 is the end of the day, not a window', () => {
    expect(slotState('2026-11-23', 9, NOW)).toBe('open');
    expect(slotState('2026-11-23', 18, NOW)).toBe('open');
    expect(slotState('2026-11-23', 19, NOW)).toBe('hours');
    expect(slotState('2026-11-23', 8, NOW)).toBe('hours');
    expect(slotState('2026-11-23', 9.5, NOW)).toBe('hours');
  });

  it('books up to 14 days ahead to the minute: the horizon day is open until the hour it was booked at', () => {
    expect(slotState('2026-12-06', 15, NOW)).toBe('open');
    expect(slotState('2026-12-06', 16, NOW)).toBe('too-far');
    expect(slotState('2026-12-07', 9, NOW)).toBe('too-far');
  });

  it('counts days in India across midnight: at 01:00 in India, the whole of that day is open', () => {
    const night = ist('2026-11-26T01:00:00'); // still 25 November in UTC
    expect(slotState('2026-11-26', 9, night)).toBe('open');
    expect(slotState('2026-11-25', 18, night)).toBe('too-soon');
    expect(slotState('2026-11-26', 9, ist('2026-11-26T06:00:01'))).toBe('too-soon');
  });

  /** What the server says about a booking: the state of the refusal it throws, or 'open'. */
  function serverState(date: string, hour: number, now: Date): SlotState {
    try {
      RideSlot.book(date, `${String(hour).padStart(2, '0')}:00`, now);
      return 'open';
    } catch (error) {
      const fields = (error as ValidationError).fields;
      if (fields.slot_start === SlotMessages.window) return 'hours';
      if (fields.slot_start === SlotMessages.tooSoon) return 'too-soon';
      if (fields.slot_date === SlotMessages.tooFar) return 'too-far';
      throw error;
    }
  }

  it('the server, the public site and the console give the same answer on the same inputs', () => {
    for (const now of [NOW, new Date(NOW.getTime() + 60_000), ist('2026-11-26T01:00:00'), ist('2026-11-22T05:59:00'), ist('2026-11-22T23:59:00')]) {
      const days = slotDays(now);
      for (const [i, day] of days.entries()) {
        expect(day.date).toBe(addDays(indiaDate(now), i));
        for (const window of day.windows) {
          const state = slotState(day.date, window.hour, now);
          expect(window.state).toBe(state);
          expect(serverState(day.date, window.hour, now)).toBe(state);
          expect(isOpenChoice(day.date, window.start, now)).toBe(state === 'open');
        }
      }
      // The console's check-visit dialog starts at the first window the site offers.
      const first = days.flatMap((day) => day.windows.filter((w) => w.state === 'open').map((w) => ({ date: day.date, start: w.start })))[0];
      expect(firstCheckSlot(now)).toEqual(first);
    }
  });
});

describe('where a listing is on a map', () => {
  const MAPS = 'https://www.google.com/maps/search/?api=1&query=';

  it('points at the pin when the listing has one', () => {
    expect(mapLink({ address: 'Flat 4B', locality: 'Boring Road', city: 'patna', pincode: '800001', latitude: 25.6139, longitude: 85.1234 })).toBe(
      `${MAPS}25.6139,85.1234`,
    );
    expect(mapLink({ address: 'Flat 4B', locality: 'Boring Road', city: 'patna', latitude: 0, longitude: 0 })).toBe(`${MAPS}0,0`);
  });

  it('else searches the address, adding only the locality, city and PIN code it does not already name', () => {
    expect(mapLink({ address: 'Flat 4B, Shanti Apartments', locality: 'Boring Road', city: 'patna', pincode: '800001', latitude: null, longitude: null })).toBe(
      `${MAPS}${encodeURIComponent('Flat 4B, Shanti Apartments, Boring Road, Patna 800001')}`,
    );
    expect(mapLink({ address: '12 Main St, Boring Road, PATNA 800001', locality: 'Boring Road', city: 'patna', pincode: '800001' })).toBe(
      `${MAPS}${encodeURIComponent('12 Main St, Boring Road, PATNA 800001')}`,
    );
    expect(mapLink({ address: '', locality: 'Boring Road', city: 'bodh-gaya', pincode: null })).toBe(`${MAPS}${encodeURIComponent('Boring Road, Bodh Gaya')}`);
  });

  it("the server's map_url and the public site's ride card link to the same place", () => {
    for (const overrides of [{}, { latitude: 25.6139, longitude: 85.1234 }, { address: 'Flat 2, Kankarbagh Main Road', locality: 'Kankarbagh', pincode: '800020' }]) {
      const property = PropertyMother.live('owner-1', overrides);
      const wire = {
        address: property.address,
        locality: property.locality,
        city: property.city,
        pincode: property.pincode,
        latitude: property.latitude,
        longitude: property.longitude,
      };
      const ride = { property: wire, locality: property.locality, city: property.city } as unknown as Ride;
      expect(siteMapLink(ride)).toBe(mapLink(property));
    }
    // 'House 12, Patna' already names the city: it is not written twice.
    expect(mapLink(PropertyMother.live('owner-1'))).toBe(`${MAPS}${encodeURIComponent('House 12, Patna, Boring Road 800013')}`);
  });

  it('the ride card writes the same address, the city in the reader\'s language', () => {
    const ride = { property: null, locality: 'Boring Road', city: 'patna' } as unknown as Ride;
    expect(rideAddress(ride)).toBe('Boring Road, Patna');
    expect(siteMapLink(ride)).toBe(`${MAPS}${encodeURIComponent('Boring Road, Patna')}`);
  });
});

describe('free texts people type', () => {
  it('lose the invisible controls that make a text read otherwise ("\u202Egnp.exe" showed as "exe.png")', async () => {
    const { parseText } = await import('../../domain/shared/text.js');
    expect(parseText('\u202Egnp.exe', 'title', { max: 100 })).toBe('gnp.exe');
    expect(parseText('Flat\u200B near\u2066 Boring\u2069 Road\uFEFF', 'title', { max: 100 })).toBe('Flat near Boring Road');
    // The joiners Hindi needs for a conjunct's form stay.
    expect(parseText('क्\u200Dष', 'title', { max: 100 })).toBe('क्\u200Dष');
    // Nothing but controls is blank.
    expect(parseText('\u202E\u200B', 'title', { max: 100 })).toBeNull();
  });

  it("a reason (a void's, a block's, an erasure's, texted by SMS) loses them too, and they do not count towards its length", async () => {
    const { checkReason, reasonText } = await import('../../domain/shared/text.js');
    expect(reasonText('  Fake\u202E tnemyap\u202C  receipt\u200B\u2060 ')).toBe('Fake tnemyap receipt');
    expect(reasonText('\u2067Duplicate\u2069 record\uFEFF')).toBe('Duplicate record');
    expect(reasonText('नक़ली भुगतान क्\u200Dष')).toBe('नक़ली भुगतान क्\u200Dष');
    expect(checkReason('\u202E\u200B\u200B\u200Bab', { min: 5, max: 500 }, 'too short')).toBe('too short');
  });
});

describe('a visit window as people here say it', () => {
  it('reads 9-10 AM, 11 AM-12 PM, 12-1 PM, 6-7 PM', async () => {
    const { slotWindowText } = await import('../../domain/rides/slot-rules.js');
    expect([9, 11, 12, 18].map(slotWindowText)).toEqual(['9-10 AM', '11 AM-12 PM', '12-1 PM', '6-7 PM']);
  });
});
