import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateNumeric, formatDateTime, formatTime, formatRupees, formatWeekdayDate, groupedRupees, parseDateText, rupeesAsTyped, slashAsTyped } from './format';
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

/**
 * Types `keys` into a rupee field key by key, as a browser does: each key goes in at the caret (Backspace and Delete
 * take the character before / after it), then the field shows what rupeesAsTyped makes of it.
 */
function typeInto(field: { text: string; caret: number }, keys: string[]) {
  let { text, caret } = field;
  for (const key of keys) {
    let next: string;
    let at: number;
    let inputType = 'insertText';
    if (key === 'Backspace') {
      if (caret === 0) continue;
      [next, at, inputType] = [text.slice(0, caret - 1) + text.slice(caret), caret - 1, 'deleteContentBackward'];
    } else if (key === 'Delete') {
      if (caret === text.length) continue;
      [next, at, inputType] = [text.slice(0, caret) + text.slice(caret + 1), caret, 'deleteContentForward'];
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      caret = Math.min(text.length, Math.max(0, caret + (key === 'ArrowLeft' ? -1 : 1)));
      continue;
    } else [next, at] = [text.slice(0, caret) + key + text.slice(caret), caret + key.length];
    ({ text, caret } = rupeesAsTyped(text, next, at, inputType));
  }
  return { text, caret, shown: `${text.slice(0, caret)}|${text.slice(caret)}` };
}

describe('a rupee amount grouped as it is typed', () => {
  it('groups the digits the Indian way at every key, as formatCount writes them', () => {
    const shown: string[] = [];
    let field = { text: '', caret: 0 };
    for (const key of '10000000') {
      field = typeInto(field, [key]);
      shown.push(field.text);
    }
    expect(shown).toEqual(['1', '10', '100', '1,000', '10,000', '1,00,000', '10,00,000', '1,00,00,000']);
    expect(typeInto({ text: '', caret: 0 }, [...'12500']).shown).toBe('12,500|');
    for (const amount of [0, 7, 999, 1000, 12500, 100000, 1250000, 12345678, 99999999, 123456789012]) {
      expect(groupedRupees(String(amount))).toBe(formatCount(amount));
    }
  });

  it('keeps the caret after the digit it was after, typing or deleting in the middle', () => {
    // 12,500 with the caret after "12": a 3 makes 1,23,500 and the caret stays after the 3.
    expect(typeInto({ text: '12,500', caret: 2 }, ['3']).shown).toBe('1,23|,500');
    expect(typeInto({ text: '12,500', caret: 2 }, ['3', '4']).shown).toBe('12,34|,500');
    // Backspace after the 5 of 1,25,000: 12,000, the caret after the 2; at 1,25,00|0: 12,50|0.
    expect(typeInto({ text: '1,25,000', caret: 4 }, ['Backspace']).shown).toBe('12|,000');
    expect(typeInto({ text: '1,25,000', caret: 7 }, ['Backspace']).shown).toBe('12,50|0');
    // Backspace on a comma deletes the digit before it; Delete on one the digit after it.
    expect(typeInto({ text: '12,500', caret: 3 }, ['Backspace']).shown).toBe('1|,500');
    expect(typeInto({ text: '12,500', caret: 2 }, ['Delete']).shown).toBe('1,2|00');
    // Deleting the first digit keeps the zeros, so the amount can be retyped: 1,000 -> 2,000.
    expect(typeInto({ text: '1,000', caret: 1 }, ['Backspace', '2']).shown).toBe('2|,000');
    // Everything deleted: empty.
    expect(typeInto({ text: '500', caret: 3 }, ['Backspace', 'Backspace', 'Backspace'])).toMatchObject({ text: '', caret: 0 });
  });

  it('gives the page the digits, takes pasted grouping and ₹, and leaves what is not an amount as typed', () => {
    expect(rupeesAsTyped('', '12500', 5)).toEqual({ text: '12,500', caret: 6, value: '12500' });
    expect(rupeesAsTyped('', '₹1,00,000', 9, 'insertFromPaste')).toEqual({ text: '1,00,000', caret: 8, value: '100000' });
    expect(rupeesAsTyped('', '12 500', 6, 'insertFromPaste').value).toBe('12500');
    expect(rupeesAsTyped('', '', 0, 'deleteContentBackward')).toEqual({ text: '', caret: 0, value: '' });
    // A leading zero typed goes.
    expect(typeInto({ text: '', caret: 0 }, ['0', '5', '0', '0']).text).toBe('500');
    // Not an amount: as typed, for the form to say so; deleting the letter brings the grouping back.
    expect(rupeesAsTyped('1,2', '1,2a', 4)).toEqual({ text: '1,2a', caret: 4, value: '1,2a' });
    expect(rupeesAsTyped('12500.5', '12500.50', 8).value).toBe('12500.50');
    expect(typeInto({ text: '12,500a', caret: 7 }, ['Backspace'])).toMatchObject({ text: '12,500', caret: 6 });
    expect(groupedRupees('12abc')).toBe('12abc');
    expect(groupedRupees('')).toBe('');
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

  it('writes a time alone in India: "3:30 pm", in Hindi "दोपहर 3:30 बजे"', () => {
    expect(formatTime('2026-12-22T10:00:00.000Z', 'en')).toBe('3:30 pm');
    expect(formatTime(new Date('2026-12-22T04:30:00.000Z'), 'en')).toBe('10:00 am');
    expect(formatTime('2026-12-22T10:00:00.000Z', 'hi')).toBe('दोपहर 3:30 बजे');
    expect(formatTime('2026-12-22T16:30:00.000Z', 'hi')).toBe('रात 10:00 बजे');
    expect(formatTime('soon', 'en')).toBe('soon');
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
