import { describe, expect, it } from 'vitest';
import type { Ride } from '../api/rides';
import { inScope } from './RideList';
import { formatDateTime, historyLabel, mapLink, reportPhotoUrl, rideAddress, rideButtons, rideSlot, startableFrom } from './ride-format';

const property = {
  id: 'p1',
  title: '2 BHK near Boring Road',
  address: 'Flat 4B, Shanti Apartments',
  locality: 'Boring Road',
  city: 'patna' as const,
  pincode: '800001',
  rent: 12000,
  bhk: 2,
  cover_image_url: null,
  latitude: 25.6139,
  longitude: 85.1234,
  map_url: 'https://www.google.com/maps/search/?api=1&query=25.6139,85.1234',
};
const ride = (changes: Partial<Ride> = {}) => ({ property, locality: 'Boring Road', city: 'patna', ...changes }) as Ride;

describe('where a ride is', () => {
  it('writes the address with locality, city and pincode', () => {
    expect(rideAddress(ride())).toBe('Flat 4B, Shanti Apartments, Boring Road, Patna 800001');
    expect(rideAddress(ride({ property: null }))).toBe('Boring Road, Patna');
    expect(rideAddress(ride({ property: { ...property, address: '12 Main St, Boring Road, Patna' } }))).toBe('12 Main St, Boring Road, Patna 800001');
  });

  it('links Google Maps to the coordinates, else to the address', () => {
    expect(mapLink(ride())).toBe('https://www.google.com/maps/search/?api=1&query=25.6139,85.1234');
    expect(mapLink(ride({ property: { ...property, latitude: null, longitude: null } }))).toBe(
      'https://www.google.com/maps/search/?api=1&query=Flat%204B%2C%20Shanti%20Apartments%2C%20Boring%20Road%2C%20Patna%20800001',
    );
  });

  it('shows the slot the Indian way', () => {
    expect(rideSlot({ slot_date: '2026-11-25', slot_start: '10:00', slot_window: '10:00-11:00' })).toBe('Wed, 25 Nov · 10-11 AM');
    expect(rideSlot({ slot_date: '2026-11-25', slot_start: '12:00', slot_window: '12:00-13:00' })).toBe('Wed, 25 Nov · 12-1 PM');
  });
});

describe('rideButtons', () => {
  it("offers the rider's moves to the rider and the cancel to the tenant, in a fixed order", () => {
    expect(rideButtons(['no_show', 'start', 'cancel'], 'rider')).toEqual(['start', 'no_show']);
    expect(rideButtons(['confirm'], 'rider')).toEqual(['confirm']);
    expect(rideButtons(['complete'], 'rider')).toEqual(['complete']);
    expect(rideButtons(['cancel', 'assign'], 'tenant')).toEqual(['cancel']);
    expect(rideButtons([], 'tenant')).toEqual([]);
  });
});

describe('history and report', () => {
  it('labels who moved the ride', () => {
    expect(historyLabel({ action: 'confirm', by_role: 'RIDER' })).toBe('Confirmed by the rider');
    expect(historyLabel({ action: 'cancel', by_role: 'ADMIN' })).toBe('Cancelled by our team');
    expect(historyLabel({ action: 'assign', by_role: 'ADMIN' })).toBe('Rider assigned');
    expect(historyLabel({ action: 'cancel', by_role: 'SYSTEM' })).toBe('Cancelled automatically');
  });

  it('writes instants as the day and time in India', () => {
    expect(formatDateTime('2026-11-25T04:32:00.000Z')).toMatch(/^25 Nov, 10:02\s?am$/i);
  });

  it('picks a report photo variant wide enough', () => {
    const variants = [
      { width: 1024, height: 768, url: 'l' },
      { width: 320, height: 240, url: 's' },
      { width: 640, height: 480, url: 'm' },
    ];
    expect(reportPhotoUrl(variants, 320)).toBe('s');
    expect(reportPhotoUrl(variants, 700)).toBe('l');
    expect(reportPhotoUrl(variants, 2000)).toBe('l');
    expect(reportPhotoUrl([], 320)).toBeUndefined();
  });
});

describe('which list a ride belongs to', () => {
  it('keeps open rides upcoming and finished ones previous', () => {
    expect(inScope('upcoming', 'CONFIRMED')).toBe(true);
    expect(inScope('upcoming', 'COMPLETED')).toBe(false);
    expect(inScope('previous', 'NO_SHOW')).toBe(true);
    expect(inScope('previous', 'STARTED')).toBe(false);
  });
});

describe('visits whose slot has passed, and when a rider may start', () => {
  it('says an expired visit expired, without "automatically" tacked on', () => {
    expect(historyLabel({ action: 'expire', by_role: 'SYSTEM' })).toBe('Expired: the slot passed before a rider could be arranged');
  });

  it('a rider may start 30 minutes before the slot', () => {
    expect(startableFrom({ slot_start_at: '2026-11-25T04:30:00.000Z' })).toBe('2026-11-25T04:00:00.000Z');
  });
});
