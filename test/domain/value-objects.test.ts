import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { Email } from '../../domain/shared/email.js';
import { Messages } from '../../domain/shared/messages.js';
import { Password } from '../../domain/shared/password.js';
import { PersonName } from '../../domain/shared/person-name.js';
import { PhoneNumber } from '../../domain/shared/phone-number.js';

const messageOf = (build: () => unknown) => {
  try {
    build();
  } catch (error) {
    return Object.values((error as ValidationError).fields)[0];
  }
  return 'accepted';
};

describe('value objects carry the spec rules (section 5)', () => {
  it('names: letters and spaces, normalised to initial capitals', () => {
    expect(PersonName.create('  sHiV   kumar ', 'first_name').value).toBe('Shiv Kumar');
    expect(messageOf(() => PersonName.create('R@vi', 'first_name'))).toBe(Messages.nameChars);
    expect(messageOf(() => PersonName.create('Ravi1', 'first_name'))).toBe(Messages.nameChars);
    expect(messageOf(() => PersonName.create('', 'first_name'))).toBe(Messages.required);
  });

  it('phone: required, 10 digits, +91 only; numbers are accepted as numbers too', () => {
    expect(PhoneNumber.create(9876543210).value).toBe('9876543210');
    expect(messageOf(() => PhoneNumber.create(undefined))).toBe(Messages.phoneRequired);
    expect(messageOf(() => PhoneNumber.create('987654321'))).toBe(Messages.phoneDigits);
    expect(messageOf(() => PhoneNumber.create('9876543210', '+92'))).toBe(Messages.countryCode);
  });

  it('email: required, at most 80 characters, standard pattern', () => {
    expect(Email.create('A.B+c@Example.co.in').value).toBe('a.b+c@example.co.in');
    expect(messageOf(() => Email.create(''))).toBe(Messages.emailRequired);
    expect(messageOf(() => Email.create(`${'a'.repeat(72)}@test.com`))).toBe(Messages.emailLength);
    expect(Email.create(`${'a'.repeat(71)}@test.com`).value).toHaveLength(80);
    expect(messageOf(() => Email.create('a@b'))).toBe(Messages.emailPattern);
    expect(Email.optional('  ')).toBeNull();
  });

  it('password: 8+ with capital, small, digit and one of !@#$%^&*()_+', () => {
    expect(Password.create('Abcdef1!').value).toBe('Abcdef1!');
    for (const weak of ['Abcde1!', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1', 'Abcdefg1-']) {
      expect(messageOf(() => Password.create(weak))).toBe(Messages.password);
    }
  });
});
