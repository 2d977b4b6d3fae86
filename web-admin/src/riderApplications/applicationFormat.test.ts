import { describe, expect, it } from 'vitest';
import { availabilityLabel, daysLabel, hourLabel, localitiesLabel, vehicleLabel } from './applicationFormat';
import { applicationDecisions, decisionPayload, idDocumentTypeLabel } from './applicationStatus';

describe('availability', () => {
  it('writes hours the 12-hour way', () => {
    expect(hourLabel(9)).toBe('9 AM');
    expect(hourLabel(12)).toBe('12 PM');
    expect(hourLabel(19)).toBe('7 PM');
    expect(hourLabel('x')).toBe('');
  });
  it('folds runs of days, in week order', () => {
    expect(daysLabel(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SUN'])).toBe('Mon–Fri, Sun');
    expect(daysLabel(['SAT', 'MON', 'TUE'])).toBe('Mon, Tue, Sat');
    expect(daysLabel(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'])).toBe('Every day');
    expect(daysLabel([])).toBe('');
  });
  it('joins days and hours', () => {
    expect(availabilityLabel({ days: ['MON', 'TUE', 'WED'], from_hour: 9, to_hour: 19 })).toBe('Mon–Wed · 9 AM – 7 PM');
    expect(availabilityLabel(undefined)).toBe('');
  });
});

describe('other fields', () => {
  it('names the vehicle answer, the ID type and lists localities', () => {
    expect(vehicleLabel(true)).toBe('Has a vehicle');
    expect(vehicleLabel(false)).toBe('No vehicle');
    expect(idDocumentTypeLabel('DRIVING_LICENCE')).toBe('Driving licence');
    expect(localitiesLabel(['Boring Road', ' ', 'Kankarbagh'])).toBe('Boring Road, Kankarbagh');
  });
});

describe('decisions', () => {
  it('allows approve and reject while pending only', () => {
    expect(applicationDecisions('PENDING')).toEqual(['approve', 'reject']);
    expect(applicationDecisions('APPROVED')).toEqual([]);
    expect(applicationDecisions('REJECTED')).toEqual([]);
  });
  it('sends an optional note on approval and the reason on rejection', () => {
    expect(decisionPayload('approve', undefined)).toEqual({});
    expect(decisionPayload('approve', ' Welcome ')).toEqual({ note: 'Welcome' });
    expect(decisionPayload('reject', 'ID unreadable')).toEqual({ reason: 'ID unreadable' });
  });
});
