import { describe, expect, it } from 'vitest';
import { all, calendarDate, maxLength, textByRule, wholeNumber } from './api-rules';
import { required } from './rules';

describe('maxLength', () => {
  it('counts the trimmed text', () => {
    expect(maxLength(5)('  abcde  ')).toBeNull();
    expect(maxLength(5)('abcdef')).toBe('Must be at most 5 characters.');
  });
});

describe('textByRule', () => {
  it("reads the shared TextRule whole: required, and runs of spaces folded when the rule says so", () => {
    const rule = { required: true, max: 5, foldSpaces: true };
    expect(textByRule(rule)('   ')).toBe('This field is required');
    expect(textByRule(rule)('ab   cd')).toBeNull();
    expect(textByRule({ max: 5 })('ab   cd')).toBe('Must be at most 5 characters.');
    expect(textByRule({ max: 5 })('')).toBeNull();
  });
});

describe('wholeNumber', () => {
  const rent = wholeNumber(500, 10_000_000);

  it('lets an empty value pass', () => {
    expect(rent('')).toBeNull();
  });

  it.each([
    ['12000', null],
    ['500', null],
    ['1e4', null],
    ['abc', 'Enter a valid number'],
    ['12,000', 'Enter a valid number'],
    ['12000.5', 'Enter a whole number'],
    ['499', 'Must be at least 500'],
    ['10000001', 'Must be at most 10000000'],
  ])('%s → %s', (value, message) => {
    expect(rent(value)).toBe(message);
  });
});

describe('calendarDate', () => {
  it.each(['2026-11-23', '2028-02-29'])('accepts %s', (value) => {
    expect(calendarDate(value)).toBeNull();
  });

  it.each(['2026-02-30', '23-11-2026', '2026-1-5', '1899-12-31', '2101-01-01'])('refuses %s', (value) => {
    // What to type in the dd/mm/yyyy field, not the API's wire format.
    expect(calendarDate(value)).toBe('Enter the date as dd/mm/yyyy, for example 24/11/2026.');
  });

  it('lets an empty value pass', () => {
    expect(calendarDate('')).toBeNull();
  });
});

describe('all', () => {
  it('returns the first failing message', () => {
    const check = all(required, maxLength(3));
    expect(check('')).toBe('This field is required');
    expect(check('abcd')).toBe('Must be at most 3 characters.');
    expect(check('abc')).toBeNull();
  });
});
