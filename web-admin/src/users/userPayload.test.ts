import { describe, expect, it } from 'vitest';
import { toUserCreatePayload, toUserUpdatePayload } from './userPayload';

describe('toUserCreatePayload', () => {
  it('sends trimmed names, the mobile number, and email / city only when given', () => {
    expect(toUserCreatePayload({ first_name: ' Ravi ', last_name: 'Kumar  Singh', mobile_no: ' 9876543210', email: '', city: null })).toEqual({
      first_name: 'Ravi',
      last_name: 'Kumar Singh',
      mobile_no: '9876543210',
    });
    expect(toUserCreatePayload({ first_name: 'Ravi', last_name: 'Kumar', mobile_no: '9876543210', email: 'ravi@example.com ', city: 'patna' })).toEqual({
      first_name: 'Ravi',
      last_name: 'Kumar',
      mobile_no: '9876543210',
      email: 'ravi@example.com',
      city: 'patna',
    });
  });
});

describe('toUserUpdatePayload', () => {
  it('sends names, email and city only, null to clear', () => {
    const record = { id: 'u-1', first_name: 'Ravi', last_name: 'Kumar', mobile_no: '9876543210', email: '', city: '', status: 'ACTIVE' };
    expect(toUserUpdatePayload(record)).toEqual({ first_name: 'Ravi', last_name: 'Kumar', email: null, city: null });
    expect(toUserUpdatePayload({ ...record, email: 'r@example.com', city: 'gaya' })).toEqual({ first_name: 'Ravi', last_name: 'Kumar', email: 'r@example.com', city: 'gaya' });
  });
});
