import { describe, expect, it } from 'vitest';
import { emptyOwner, ownerBody, ownerErrorsFromServer, validateOwner, validateOwnerPhone, type OwnerValues } from './owner-step';

const owner = (changes: Partial<OwnerValues> = {}): OwnerValues => ({ ...emptyOwner(), owner_mobile_no: '9876543210', owner_otp: '123456', ...changes });

describe('the owner step', () => {
  it("checks the owner's phone with the spec's messages before sending the code", () => {
    expect(validateOwnerPhone(owner({ owner_mobile_no: '' }))).toEqual({ owner_mobile_no: 'Phone number is required.' });
    expect(validateOwnerPhone(owner({ owner_mobile_no: '98765' }))).toEqual({ owner_mobile_no: 'Phone must be 10 digits.' });
    expect(validateOwnerPhone(owner())).toEqual({});
  });

  it('needs the 6-digit code', () => {
    expect(validateOwner(owner({ owner_otp: '' }))).toEqual({ owner_otp: 'OTP must be 6 digits.' });
    expect(validateOwner(owner({ owner_otp: '12345' }))).toEqual({ owner_otp: 'OTP must be 6 digits.' });
    expect(validateOwner(owner())).toEqual({});
  });

  it('leaves the names out for a known owner, but wants both once one is typed', () => {
    expect(validateOwner(owner({ owner_first_name: 'Meena' }))).toEqual({ owner_last_name: 'This field is required' });
    expect(validateOwner(owner({ owner_first_name: 'Meena', owner_last_name: 'Devi2' }))).toEqual({ owner_last_name: 'numbers and spacial chars. are not allowed' });
    expect(validateOwner(owner({ owner_first_name: 'Meena', owner_last_name: 'Devi' }))).toEqual({});
  });

  it('sends names only when given, normalised', () => {
    expect(ownerBody(owner())).toEqual({ owner_mobile_no: '9876543210', owner_otp: '123456' });
    expect(ownerBody(owner({ owner_first_name: ' meena ', owner_last_name: 'DEVI' }))).toEqual({
      owner_mobile_no: '9876543210',
      owner_first_name: 'Meena',
      owner_last_name: 'Devi',
      owner_otp: '123456',
    });
  });

  it("maps the server's errors back onto the step", () => {
    expect(ownerErrorsFromServer({ owner_otp: 'Invalid OTP. Please try again.', rent: 'x', mobile_no: 'Phone must be 10 digits.' })).toEqual({
      owner_otp: 'Invalid OTP. Please try again.',
      owner_mobile_no: 'Phone must be 10 digits.',
    });
  });
});
