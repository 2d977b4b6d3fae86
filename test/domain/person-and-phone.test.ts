import { describe, expect, it } from 'vitest';
import { Messages } from '../../domain/shared/messages.js';
import { checkPersonName, normalisePersonName } from '../../domain/shared/person-name.js';
import { checkMobileNo } from '../../domain/shared/phone-number.js';

describe('names in the scripts people here write them in', () => {
  it.each(['राम', 'सीता देवी', 'प्रियंका', 'Ravi Kumar', 'José'])('accepts %s', (name) => {
    expect(checkPersonName(name)).toBeNull();
  });

  it.each(['R4vi', 'राम२', 'Ku-mar', 'Ravi!', 'राम.'])('refuses digits of any script and punctuation: %s', (name) => {
    expect(checkPersonName(name)).toBe(Messages.nameChars);
  });

  it('capitalises Latin names as before and keeps caseless scripts as typed', () => {
    expect(normalisePersonName('  rAVI   kumar ')).toBe('Ravi Kumar');
    expect(normalisePersonName(' सीता   देवी ')).toBe('सीता देवी');
  });
});

describe('Indian mobile numbers', () => {
  it.each(['6000000000', '7123456789', '8765432109', '9801000011'])('accepts %s', (number) => {
    expect(checkMobileNo(number)).toBeNull();
  });

  it.each(['0000000000', '1000000000', '5555555555'])('refuses %s, which no mobile in India has, with a clear message', (number) => {
    expect(checkMobileNo(number)).toBe(Messages.mobileFirstDigit);
  });

  it('keeps the spec\'s messages for a missing or short number', () => {
    expect(checkMobileNo('')).toBe(Messages.phoneRequired);
    expect(checkMobileNo('98010')).toBe(Messages.phoneDigits);
  });
});
