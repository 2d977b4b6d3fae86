import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

describe('one date format across the console', () => {
  /**
   * Every grid, show page and dialog writes its dates through this module ("28 Nov 2026", "28 Nov 2026, 6:00 PM"):
   * a react-admin DateField, a toLocaleDateString or a DateTimeFormat of its own would put a second format
   * ("11/28/2026") beside it.
   */
  it('no console file but dateFormat.ts formats a date itself', () => {
    const root = resolve(__dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const ownFormats = files.filter((file) => {
      if (file.endsWith(join('util', 'dateFormat.ts'))) return false;
      const source = readFileSync(join(root, file), 'utf8');
      return /\bDateField\b|toLocaleDateString|toLocaleTimeString|DateTimeFormat|\.toLocaleString\((?!'en-IN'\))/.test(source);
    });
    expect(files.length).toBeGreaterThan(50);
    expect(ownFormats).toEqual([]);
  });
});
