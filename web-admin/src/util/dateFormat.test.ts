import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './dateFormat';

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
