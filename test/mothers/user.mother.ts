import { randomInt } from 'node:crypto';
import { User, type NewUser } from '../../domain/users/user.js';

let sequence = 0;

/** Object Mother for users: valid, distinct people unless a test says otherwise. */
export const UserMother = {
  mobile(): string {
    sequence += 1;
    return `9${String(randomInt(0, 1e4)).padStart(4, '0')}${String(sequence % 1e5).padStart(5, '0')}`;
  },
  with(overrides: Partial<NewUser> = {}, now = new Date('2026-11-22T09:00:00Z')): User {
    return User.register({ firstName: 'Ravi', lastName: 'Kumar', primaryRole: 'TENANT', mobileNo: UserMother.mobile(), ...overrides }, now);
  },
  tenant(overrides: Partial<NewUser> = {}): User {
    return UserMother.with({ primaryRole: 'TENANT', ...overrides });
  },
  owner(overrides: Partial<NewUser> = {}): User {
    return UserMother.with({ firstName: 'Sunita', lastName: 'Devi', primaryRole: 'OWNER', ...overrides });
  },
  rider(overrides: Partial<NewUser> = {}): User {
    return UserMother.with({ firstName: 'Vikash', lastName: 'Yadav', primaryRole: 'RIDER', ...overrides });
  },
  admin(overrides: Partial<NewUser> = {}): User {
    sequence += 1;
    return UserMother.with({ firstName: 'Site', lastName: 'Admin', primaryRole: 'ADMIN', mobileNo: null, email: `admin${sequence}-${randomInt(1e6)}@example.com`, ...overrides });
  },
};
