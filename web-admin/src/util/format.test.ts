import { describe, expect, it } from 'vitest';
import { fullName, truncate } from './format';

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName('Ravi', 'Kumar')).toBe('Ravi Kumar');
  });
  it('skips missing or blank parts', () => {
    expect(fullName('Ravi', null)).toBe('Ravi');
    expect(fullName(undefined, ' Kumar ')).toBe('Kumar');
    expect(fullName('', '')).toBe('');
  });
});

describe('truncate', () => {
  it('keeps short text as is (whitespace collapsed)', () => {
    expect(truncate('Need a 2BHK  near\nBoring Road', 60)).toBe('Need a 2BHK near Boring Road');
  });
  it('returns an empty string for null and undefined', () => {
    expect(truncate(null)).toBe('');
    expect(truncate(undefined)).toBe('');
  });
  it('cuts long text to the limit with an ellipsis', () => {
    const text = 'Looking for a furnished flat close to Patna Junction for a family of four';
    const out = truncate(text, 30);
    expect(out.length).toBeLessThanOrEqual(30);
    expect(out.endsWith('…')).toBe(true);
    expect(out).toBe('Looking for a furnished flat…');
  });
  it('cuts inside a word when there is no space near the limit', () => {
    expect(truncate('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi…');
  });
});
