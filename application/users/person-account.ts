import { User } from '../../domain/users/user.js';
import type { PersonRole } from './person-input.js';
import type { UserRepository } from './ports/user.repository.port.js';

/** Steps CreateUser and UpsertUser share: an admin gives a person a role, or opens their account. */

/** Gives a person the role an admin picked (a tenant or a rider gains OWNER; anyone but a rider becomes a rider of the city). */
export function grantRole(user: User, role: PersonRole, city: string | null | undefined, now: Date): void {
  if (role === 'OWNER') user.becomeOwner(now);
  if (role === 'RIDER') user.becomeRider(city ?? user.city ?? '', now);
}

/** A checked person with no account yet. */
export interface NewPerson {
  firstName: string;
  lastName: string;
  mobileNo: string;
  email?: string | null;
  city?: string | null;
  role: PersonRole;
}

/** Opens and stores the account of a person an admin adds (the caller has checked the number is free). */
export async function openPersonAccount(users: UserRepository, person: NewPerson, now: Date): Promise<User> {
  const user = User.register(
    { firstName: person.firstName, lastName: person.lastName, mobileNo: person.mobileNo, email: person.email ?? null, primaryRole: person.role === 'OWNER' ? 'OWNER' : 'TENANT' },
    now,
  );
  if (person.city) user.moveTo(person.city, now);
  grantRole(user, person.role, person.city, now);
  await users.save(user);
  return user;
}
