import { ForbiddenError } from '../../domain/shared/domain-error.js';
import { User } from '../../domain/users/user.js';
import { MobileTakenError } from '../../domain/users/users.errors.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { parsePerson, type PersonInput, type PersonRole } from './person-input.js';
import type { UserRepository } from './ports/user.repository.port.js';

/** Gives a person the role an admin picked (a tenant or a rider gains OWNER; anyone but a rider becomes a rider of the city). */
export function grantRole(user: User, role: PersonRole, city: string | null | undefined, now: Date): void {
  if (role === 'OWNER') user.becomeOwner(now);
  if (role === 'RIDER') user.becomeRider(city ?? user.city ?? '', now);
}

/** An admin adds a tenant, owner or rider who has no account yet (409 when the number has one). */
export class CreateUser {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: User, input: PersonInput): Promise<User> {
    if (!actor.isAdmin) throw new ForbiddenError();
    const person = parsePerson(input, { needsPhone: true, needsRole: true });
    if (await this.users.findByMobile(person.mobileNo!)) throw new MobileTakenError();
    return this.create(person as Required<typeof person>);
  }

  async create(person: { firstName: string; lastName: string; mobileNo: string; email?: string | null; city?: string | null; role: PersonRole }): Promise<User> {
    const now = this.clock.now();
    const user = User.register(
      { firstName: person.firstName, lastName: person.lastName, mobileNo: person.mobileNo, email: person.email ?? null, primaryRole: person.role === 'OWNER' ? 'OWNER' : 'TENANT' },
      now,
    );
    if (person.city) user.moveTo(person.city, now);
    grantRole(user, person.role, person.city, now);
    await this.users.save(user);
    return user;
  }
}
