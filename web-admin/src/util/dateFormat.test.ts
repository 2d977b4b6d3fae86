import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateOnly, formatDateTime } from './dateFormat';

describe('formatCalendarDate', () => {
  it('writes a YYYY-MM-DD date the Indian way, whatever the time zone', () => {
    expect(formatCalendarDate('2025-01-05')).toBe('5 Jan 2025');
    expect(formatCalendarDate('2026-12-31')).toBe('31 Dec 2026');
  });
  it('is empty for a missing date and leaves other text as it came', () => {
    expect(formatCalendarDate(null)).toBe('');
    expect(formatCalendarDate(undefined)).toBe('');
    expect(formatCalendarDate('')).toBe('');
    expect(formatCalendarDate('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('writes a moment in India time as "28 Nov 2026, 6:00 PM", whatever the machine’s time zone', () => {
    expect(formatDateTime('2026-11-28T12:30:00.000Z')).toBe('28 Nov 2026, 6:00 PM');
    expect(formatDateTime('2026-01-05T03:35:00Z')).toBe('5 Jan 2026, 9:05 AM');
    expect(formatDateTime(new Date('2026-12-31T18:45:00Z'))).toBe('1 Jan 2027, 12:15 AM');
  });
  it('is empty for a missing or unreadable moment; formatDateOnly keeps the day', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('soon')).toBe('');
    expect(formatDateOnly('2026-11-28T20:00:00Z')).toBe('29 Nov 2026');
  });
});
