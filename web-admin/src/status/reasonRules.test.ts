import { describe, expect, it } from 'vitest';
import { isLoggedOutAnswer, REASON_MAX, reasonValue, validateReason } from './reasonRules';

describe('validateReason', () => {
  it('requires a reason when asked, with the spec message', () => {
    expect(validateReason('', { required: true })).toBe('This field is required');
    expect(validateReason('   ', { required: true })).toBe('This field is required');
    expect(validateReason(undefined, { required: true })).toBe('This field is required');
    expect(validateReason('Fake listings', { required: true })).toBeUndefined();
  });
  it('lets an optional note be empty', () => {
    expect(validateReason('', { required: false })).toBeUndefined();
  });
  it('refuses more than 500 characters', () => {
    expect(validateReason('a'.repeat(REASON_MAX), { required: true })).toBeUndefined();
    expect(validateReason('a'.repeat(REASON_MAX + 1), { required: false })).toBe('At most 500 characters.');
  });
});

describe('reasonValue', () => {
  it('trims, and leaves an empty note out', () => {
    expect(reasonValue('  Looks fine \n')).toBe('Looks fine');
    expect(reasonValue('  ')).toBeUndefined();
    expect(reasonValue(null)).toBeUndefined();
  });
});

describe('isLoggedOutAnswer', () => {
  it('spots the empty answer react-admin gives after a 401', () => {
    expect(isLoggedOutAnswer({ data: {} })).toBe(true);
    expect(isLoggedOutAnswer({ data: { id: 'r-1', status: 'ASSIGNED' } })).toBe(false);
    expect(isLoggedOutAnswer({ data: [] })).toBe(false);
    expect(isLoggedOutAnswer(undefined)).toBe(false);
  });
});
