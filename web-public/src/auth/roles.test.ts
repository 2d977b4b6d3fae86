import { describe, expect, it } from 'vitest';
import { canPostProperty, visitBookingDecision, initials, isOwner, postPropertyDecision, rolesOf, showsPostProperty, type SessionUser } from './roles';

const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  first_name: 'Ravi',
  last_name: 'Kumar',
  primary_role: 'TENANT',
  secondary_role: null,
  token: 'tok',
  mobile_no: '9876543210',
  ...overrides,
});

describe('roles', () => {
  it('defaults to TENANT when no role is stored', () => {
    expect(rolesOf(user({ primary_role: null }))).toEqual(['TENANT']);
    expect(rolesOf(null)).toEqual([]);
  });

  it('counts the secondary role', () => {
    expect(isOwner(user({ secondary_role: 'OWNER' }))).toBe(true);
    expect(isOwner(user())).toBe(false);
  });

  it('hides Post Your Property from admins and riders only', () => {
    expect(showsPostProperty(null)).toBe(true);
    expect(showsPostProperty(user())).toBe(true);
    expect(showsPostProperty(user({ primary_role: 'OWNER' }))).toBe(true);
    expect(showsPostProperty(user({ primary_role: 'ADMIN' }))).toBe(false);
    expect(showsPostProperty(user({ primary_role: 'TENANT', secondary_role: 'RIDER' }))).toBe(false);
  });

  it('decides what posting a property does', () => {
    expect(postPropertyDecision(null)).toBe('login');
    expect(postPropertyDecision(user())).toBe('allowed');
    expect(postPropertyDecision(user({ primary_role: 'ADMIN', secondary_role: 'RIDER' }))).toBe('different-role');
    expect(postPropertyDecision(user({ primary_role: 'ADMIN' }))).toBe('console');
    expect(postPropertyDecision(user({ primary_role: 'RIDER', secondary_role: 'TENANT' }))).toBe('rider');
    expect(postPropertyDecision(user({ primary_role: 'OWNER', secondary_role: 'RIDER' }))).toBe('allowed');
  });

  it('lets tenants and owners open the add-property page without logging in again (admins and riders not)', () => {
    expect(canPostProperty(user())).toBe(true);
    expect(canPostProperty(user({ primary_role: null }))).toBe(true);
    expect(canPostProperty(user({ primary_role: 'OWNER' }))).toBe(true);
    expect(canPostProperty(user({ primary_role: 'RIDER', secondary_role: 'TENANT' }))).toBe(false);
    expect(canPostProperty(user({ primary_role: 'ADMIN' }))).toBe(false);
    expect(canPostProperty(null)).toBe(false);
  });

  it('makes initials', () => {
    expect(initials(user())).toBe('RK');
    expect(initials(user({ first_name: 'anita', last_name: '' }))).toBe('A');
  });
});

describe('who may book', () => {
  it('asks a visitor to log in, and refuses admins and the owner', () => {
    expect(visitBookingDecision(null, 'o1')).toBe('login');
    expect(visitBookingDecision(user(), 'o1')).toBe('allowed');
    expect(visitBookingDecision(user({ primary_role: 'RIDER' }), 'o1')).toBe('allowed');
    expect(visitBookingDecision(user({ id: 'o1', primary_role: 'OWNER' }), 'o1')).toBe('not-allowed');
    expect(visitBookingDecision(user({ primary_role: 'ADMIN' }), 'o1')).toBe('not-allowed');
  });
});
