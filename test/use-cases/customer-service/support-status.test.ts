import { describe, expect, it } from 'vitest';
import { GetSupportStatus } from '../../../application/customer-service/get-support-status.use-case.js';
import { FakeClock } from '../../support/fake-clock.js';

/** India is UTC+05:30: 9:30 AM there is 04:00 UTC, 6:30 PM is 13:00 UTC. 23 Nov 2026 is a Monday. */
const statusAt = (iso: string) => new GetSupportStatus(new FakeClock(new Date(iso))).execute();

describe('the support line\'s hours (9:30 AM to 6:30 PM India time, Monday to Friday)', () => {
  it('is open on a weekday between the hours, until 6:30 PM India time', () => {
    expect(statusAt('2026-11-23T04:00:00Z')).toEqual({ open: true, closesAt: new Date('2026-11-23T13:00:00Z') });
    expect(statusAt('2026-11-27T12:59:59Z')).toMatchObject({ open: true });
  });

  it('before 9:30 AM on a weekday it opens later today', () => {
    expect(statusAt('2026-11-23T03:59:00Z')).toEqual({ open: false, opensAt: new Date('2026-11-23T04:00:00Z'), inDays: 0, weekday: 1 });
    // 1 AM in India on Tuesday is still Monday in UTC.
    expect(statusAt('2026-11-23T19:30:00Z')).toEqual({ open: false, opensAt: new Date('2026-11-24T04:00:00Z'), inDays: 0, weekday: 2 });
  });

  it('at 6:30 PM it closes until tomorrow morning', () => {
    expect(statusAt('2026-11-23T13:00:00Z')).toEqual({ open: false, opensAt: new Date('2026-11-24T04:00:00Z'), inDays: 1, weekday: 2 });
  });

  it('after Friday\'s hours and over the weekend it opens on Monday', () => {
    expect(statusAt('2026-11-27T14:00:00Z')).toEqual({ open: false, opensAt: new Date('2026-11-30T04:00:00Z'), inDays: 3, weekday: 1 });
    expect(statusAt('2026-11-28T06:00:00Z')).toEqual({ open: false, opensAt: new Date('2026-11-30T04:00:00Z'), inDays: 2, weekday: 1 });
    expect(statusAt('2026-11-29T10:00:00Z')).toEqual({ open: false, opensAt: new Date('2026-11-30T04:00:00Z'), inDays: 1, weekday: 1 });
  });
});
