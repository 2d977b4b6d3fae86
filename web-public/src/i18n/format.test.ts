import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateNumeric, formatDateTime, formatRupees, formatWeekdayDate, parseDateText, slashAsTyped } from './format';
import { setActiveLanguage } from './locale';

afterEach(() => setActiveLanguage('en'));

describe('numbers and rupees in Indian grouping', () => {
  it('groups by lakh and crore, in both languages, with Latin digits', () => {
    expect(formatRupees(12500)).toBe('₹12,500');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(1250000)).toBe('₹12,50,000');
    expect(formatRupees(8999.6)).toBe('₹9,000');
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(12345678)).toBe('1,23,45,678');
    expect(formatCount(999)).toBe('999');
    setActiveLanguage('hi');
    expect(formatRupees(12500)).toBe('₹12,500');
    expect(formatCount(100000)).toBe('1,00,000');
  });
});

describe('dates in India’s style', () => {
  it('writes a calendar date day first: "24 Nov 2026", in Hindi "24 नवंबर 2026"', () => {
    expect(formatDate('2026-11-24')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-24', 'hi')).toBe('24 नवंबर 2026');
    setActiveLanguage('hi');
    expect(formatDate('2027-01-05')).toBe('5 जनवरी 2027');
    expect(formatWeekdayDate('2026-11-25')).toBe('बुध, 25 नवंबर');
    // The part of the day in words, as Hindi says it ("सुबह 10:02 बजे"), never a Latin "am" before "बजे".
    expect(formatDateTime('2026-11-25T04:32:00.000Z')).toBe('25 नवंबर को सुबह 10:02 बजे');
    expect(formatDateTime('2026-11-25T10:32:00.000Z')).toBe('25 नवंबर को शाम 4:02 बजे');
    expect(formatDateTime('2026-11-25T15:32:00.000Z')).not.toMatch(/am|pm/i);
    // English as before.
    expect(formatDateTime('2026-11-25T04:32:00.000Z', 'en')).toBe('25 Nov, 10:02 am');
  });

  it('shows an instant as the day in India, and leaves what it cannot read', () => {
    // 20:00 UTC on the 24th is the 25th in India.
    expect(formatDate('2026-11-24T20:00:00.000Z')).toBe('25 Nov 2026');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('someday')).toBe('someday');
    expect(formatDate(null)).toBe('');
    expect(formatWeekdayDate('2026-11-25')).toBe('Wed, 25 Nov');
  });

  it('writes a date as digits dd/mm/yyyy, never mm/dd/yyyy', () => {
    expect(formatDateNumeric('2026-11-24')).toBe('24/11/2026');
    expect(formatDateNumeric('2027-01-05')).toBe('05/01/2027');
    expect(formatDateNumeric('')).toBe('');
    expect(formatDateNumeric('2026-13-01')).toBe('');
  });
});

describe('a typed date, read day first', () => {
  it('reads dd/mm/yyyy in the ways people type it, as YYYY-MM-DD', () => {
    for (const typed of ['24/11/2026', '24-11-2026', '24.11.2026', '24 11 2026', ' 24 / 11 / 2026 ', '24112026', '2026-11-24']) {
      expect([typed, parseDateText(typed)]).toEqual([typed, '2026-11-24']);
    }
    expect(parseDateText('5/1/2027')).toBe('2027-01-05');
    expect(parseDateText('')).toBe('');
    expect(parseDateText('   ')).toBe('');
  });

  it('never reads it month first, and refuses what is not a real date', () => {
    // 11/24/2026 (US order) has no month 24: refused, not turned into 24 November.
    expect(parseDateText('11/24/2026')).toBeNull();
    // 05/01/2027 is the 5th of January, not May 1st.
    expect(parseDateText('05/01/2027')).toBe('2027-01-05');
    for (const wrong of ['31/02/2027', '00/11/2026', '24/11/20', '24/11', 'tomorrow', '2026-11-31', '241120']) {
      expect([wrong, parseDateText(wrong)]).toEqual([wrong, null]);
    }
  });

  it('adds the slashes as digits are typed, so a number pad is enough', () => {
    expect(slashAsTyped('2', '24')).toBe('24/');
    expect(slashAsTyped('24/1', '24/11')).toBe('24/11/');
    expect(slashAsTyped('24/11/202', '24/11/2026')).toBe('24/11/2026');
    // Deleting is left alone.
    expect(slashAsTyped('24/', '24')).toBe('24');
    expect(slashAsTyped('', '24')).toBe('24/');
  });

  it('takes a separator typed after a slash that came by itself as that slash: 24/11/2026 and 24-11-2026 key by key', () => {
    expect(slashAsTyped('24/', '24//')).toBe('24/');
    expect(slashAsTyped('24/11/', '24/11/-')).toBe('24/11/');
    expect(slashAsTyped('24/', '24/.')).toBe('24/');
    expect(slashAsTyped('24/', '24/ ')).toBe('24/');
    // What a person sees and what the field reads after each key, as DateInput and the island apply it.
    const typed = (keys: string) => [...keys].reduce((shown, key) => slashAsTyped(shown, shown + key), '');
    for (const keys of ['24/11/2026', '24-11-2026', '24.11.2026', '24 11 2026', '24112026']) {
      expect([keys, typed(keys), parseDateText(typed(keys))]).toEqual([keys, '24/11/2026', '2026-11-24']);
    }
    // A one-digit day keeps its own separator.
    expect(parseDateText(typed('4/1/2027'))).toBe('2027-01-04');
    expect(parseDateText(typed('4-11-2026'))).toBe('2026-11-04');
  });
});
