import { describe, expect, it } from 'vitest';
import {
  email,
  link,
  normaliseName,
  numeric,
  onlyDigits,
  phoneDigits,
  optionalEmail,
  otp,
  password,
  personName,
  phone,
  required,
  validateFields,
} from './rules';

describe('required', () => {
  it('refuses empty and blank values with the spec message', () => {
    expect(required('')).toBe('This field is required');
    expect(required('   ')).toBe('This field is required');
    expect(required('x')).toBeNull();
  });
});

describe('personName', () => {
  it('is required', () => {
    expect(personName('')).toBe('This field is required');
  });

  it('accepts letters and spaces', () => {
    expect(personName('Ravi')).toBeNull();
    expect(personName('Ravi Shankar')).toBeNull();
    expect(personName('  anita  ')).toBeNull();
  });

  it.each(['Ravi2', 'R@vi', 'Anne-Marie', "D'Souza", 'Ravi.'])('refuses %s', (value) => {
    expect(personName(value)).toBe('numbers and spacial chars. are not allowed');
  });
});

describe('phone', () => {
  it('is required', () => {
    expect(phone('')).toBe('Phone number is required.');
  });

  it.each(['12345', '12345678901', '98765 4321', '+919876543210', 'abcdefghij'])('refuses %s', (value) => {
    expect(phone(value)).toBe('Phone must be 10 digits.');
  });

  it('accepts exactly 10 digits', () => {
    expect(phone('9876543210')).toBeNull();
  });
});

describe('email', () => {
  it('is required on the login rule only', () => {
    expect(email('', { required: true })).toBe('You must enter your email.');
    expect(email('')).toBeNull();
    expect(optionalEmail('')).toBeNull();
  });

  it('allows 80 characters and refuses 81', () => {
    const local = (n: number) => 'a'.repeat(n - '@example.com'.length) + '@example.com';
    expect(email(local(80))).toBeNull();
    expect(email(local(81))).toBe('Length of email must be less than 80 characters.');
  });

  it.each(['ravi', 'ravi@', 'ravi@example', '@example.com', 'ravi @example.com', 'ravi@example.c'])(
    'refuses %s',
    (value) => {
      expect(email(value)).toBe('Please enter a valid email');
    },
  );

  it.each(['ravi@example.com', 'ravi.kumar+rent@mail.example.co.in'])('accepts %s', (value) => {
    expect(email(value)).toBeNull();
  });
});

describe('otp', () => {
  it('accepts exactly 6 digits', () => {
    expect(otp('123456')).toBeNull();
  });

  it.each(['', '12345', '1234567', '12a456'])('refuses %s', (value) => {
    expect(otp(value)).toBe('OTP must be 6 digits.');
  });
});

describe('password', () => {
  const message =
    'The password must contain At least 8 Characters, 1 Capital, 1 small, 1 numeric, and 1 special character';

  it('accepts a strong password', () => {
    expect(password('Patna@123')).toBeNull();
    expect(password('Ab1_efgh')).toBeNull();
  });

  it.each([
    ['too short', 'Pa@1234'],
    ['no capital', 'patna@123'],
    ['no small letter', 'PATNA@123'],
    ['no digit', 'Patna@abc'],
    ['no special character', 'Patna1234'],
    ['special character outside the set', 'Patna-1234'],
  ])('refuses a password with %s', (_, value) => {
    expect(password(value)).toBe(message);
  });

  it('asks for a value when empty', () => {
    expect(password('')).toBe('This field is required');
  });
});

describe('link', () => {
  it.each(['https://gharsetu.in', 'http://example.com/path?q=1'])('accepts %s', (value) => {
    expect(link(value)).toBeNull();
  });

  it.each(['gharsetu', 'www.gharsetu.in', 'ftp://example.com', 'http://'])('refuses %s', (value) => {
    expect(link(value)).toBe('Enter a valid link');
  });

  // One rule with the server (domain/shared/number-and-link.ts): any http(s) address the server takes, the form takes.
  it('takes what the server takes, such as https://localhost', () => {
    expect(link('https://localhost')).toBeNull();
  });

  it('lets an empty optional value pass', () => {
    expect(link('')).toBeNull();
  });
});

describe('numeric', () => {
  it.each(['0', '12000', '12.5', '1e5', '2.5E-3'])('accepts %s', (value) => {
    expect(numeric(value)).toBeNull();
  });

  it.each(['abc', '12,000', '1.', '.5', '-3', '1e', '12 000'])('refuses %s', (value) => {
    expect(numeric(value)).toBe('Enter a valid number');
  });
});

describe('normaliseName', () => {
  it('trims, collapses spaces and capitalises each word', () => {
    expect(normaliseName('  rAVI   kumar ')).toBe('Ravi Kumar');
    expect(normaliseName('ANITA')).toBe('Anita');
    expect(normaliseName('')).toBe('');
  });
});

describe('onlyDigits', () => {
  it('drops everything but digits and caps the length', () => {
    expect(onlyDigits('+91 98765-43210', 10)).toBe('9198765432');
    expect(onlyDigits('12a34', 6)).toBe('1234');
  });
});

describe('phoneDigits', () => {
  it('turns typed or pasted numbers into 10 digits', () => {
    expect(phoneDigits('98765 43210')).toBe('9876543210');
    expect(phoneDigits('+91 98765-43210')).toBe('9876543210');
    expect(phoneDigits('919876543210')).toBe('9876543210');
    expect(phoneDigits('09876543210')).toBe('9876543210');
    expect(phoneDigits('98a76')).toBe('9876');
    expect(phoneDigits('9876543210123')).toBe('9876543210');
    expect(phoneDigits('91234567890')).toBe('9123456789');
  });
});

describe('validateFields', () => {
  it('returns only the failing fields', () => {
    const errors = validateFields(
      { first_name: 'Ravi', last_name: '', mobile_no: '123' },
      { first_name: personName, last_name: personName, mobile_no: phone },
    );
    expect(errors).toEqual({ last_name: 'This field is required', mobile_no: 'Phone must be 10 digits.' });
  });
});
