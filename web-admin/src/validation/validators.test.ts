import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  REQUIRED_MESSAGE,
  validateConfirmPassword,
  validateLoginEmail,
  validateMobileNo,
  validateNewPassword,
  validateOptionalEmail,
  validatePersonName,
  validateRequired,
} from './validators';

describe('messages are the spec texts', () => {
  it('matches section 5 word for word', () => {
    expect(REQUIRED_MESSAGE).toBe('This field is required');
    expect(EMAIL_REQUIRED_MESSAGE).toBe('You must enter your email.');
    expect(EMAIL_TOO_LONG_MESSAGE).toBe('Length of email must be less than 80 characters.');
    expect(EMAIL_INVALID_MESSAGE).toBe('Please enter a valid email');
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'The password must contain At least 8 Characters, 1 Capital, 1 small, 1 numeric, and 1 special character',
    );
    expect(PASSWORDS_DO_NOT_MATCH_MESSAGE).toBe('Passwords do not match');
  });
});

describe('validateRequired', () => {
  it('refuses empty, blank, null and undefined', () => {
    for (const value of ['', '   ', null, undefined]) expect(validateRequired(value)).toBe(REQUIRED_MESSAGE);
  });
  it('accepts any non-blank text', () => {
    expect(validateRequired('x')).toBeUndefined();
  });
});

describe('validateLoginEmail', () => {
  it('asks for the email when missing', () => {
    expect(validateLoginEmail('')).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(validateLoginEmail('  ')).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(validateLoginEmail(undefined)).toBe(EMAIL_REQUIRED_MESSAGE);
  });
  it('allows exactly 80 characters and refuses 81', () => {
    const domain = '@example.com';
    const at80 = 'a'.repeat(80 - domain.length) + domain;
    expect(at80).toHaveLength(80);
    expect(validateLoginEmail(at80)).toBeUndefined();
    expect(validateLoginEmail('a' + at80)).toBe(EMAIL_TOO_LONG_MESSAGE);
  });
  it('checks the length before the pattern', () => {
    expect(validateLoginEmail('x'.repeat(81))).toBe(EMAIL_TOO_LONG_MESSAGE);
  });
  it('refuses malformed addresses', () => {
    for (const bad of ['admin', 'admin@', '@example.com', 'admin@example', 'ad min@example.com', 'a@b..com', 'a@-b.com']) {
      expect(validateLoginEmail(bad), bad).toBe(EMAIL_INVALID_MESSAGE);
    }
  });
  it('accepts ordinary addresses (surrounding spaces ignored)', () => {
    for (const good of ['admin@gharsetu.in', 'first.last+ops@mail.example.co.in', "o'brien@example.com", ' ops@example.com ']) {
      expect(validateLoginEmail(good), good).toBeUndefined();
    }
  });
});

describe('validateNewPassword', () => {
  it('asks for a value first', () => {
    expect(validateNewPassword('')).toBe(REQUIRED_MESSAGE);
  });
  it('refuses passwords missing any part of the rule', () => {
    for (const bad of ['Aa1!aaa', 'aaaaaaa1!', 'AAAAAAA1!', 'Aaaaaaaa!', 'Aaaaaaaa1', 'Aaaaaaa1-']) {
      expect(validateNewPassword(bad), bad).toBe(PASSWORD_RULE_MESSAGE);
    }
  });
  it('accepts each special character of the spec', () => {
    for (const special of '!@#$%^&*()_+') {
      expect(validateNewPassword(`Patna2024${special}`), special).toBeUndefined();
    }
  });
});

describe('validateConfirmPassword', () => {
  it('is required', () => {
    expect(validateConfirmPassword('', { password: 'Patna2024!' })).toBe(REQUIRED_MESSAGE);
  });
  it('must equal the password', () => {
    expect(validateConfirmPassword('Patna2024?', { password: 'Patna2024!' })).toBe(PASSWORDS_DO_NOT_MATCH_MESSAGE);
    expect(validateConfirmPassword('Patna2024!', { password: 'Patna2024!' })).toBeUndefined();
  });
});

describe('people form rules', () => {
  it('checks names: required, letters and spaces, 50 characters', () => {
    expect(validatePersonName('')).toBe('This field is required');
    expect(validatePersonName('Ravi  Kumar')).toBeUndefined();
    expect(validatePersonName('Ravi2')).toBe('numbers and spacial chars. are not allowed');
    expect(validatePersonName('Ravi-K')).toBe('numbers and spacial chars. are not allowed');
    expect(validatePersonName('a'.repeat(51))).toBe('Must be at most 50 characters.');
  });
  it('checks a 10-digit mobile number with the spec messages', () => {
    expect(validateMobileNo('')).toBe('Phone number is required.');
    expect(validateMobileNo(undefined)).toBe('Phone number is required.');
    expect(validateMobileNo('98765')).toBe('Phone must be 10 digits.');
    expect(validateMobileNo('+919876543210')).toBe('Phone must be 10 digits.');
    expect(validateMobileNo(' 9876543210 ')).toBeUndefined();
  });
  it('lets the email be empty, else applies the login rules', () => {
    expect(validateOptionalEmail('')).toBeUndefined();
    expect(validateOptionalEmail(null)).toBeUndefined();
    expect(validateOptionalEmail('ravi@example')).toBe('Please enter a valid email');
    expect(validateOptionalEmail(`${'a'.repeat(75)}@x.com`)).toBe('Length of email must be less than 80 characters.');
    expect(validateOptionalEmail('ravi@example.com')).toBeUndefined();
  });
});
