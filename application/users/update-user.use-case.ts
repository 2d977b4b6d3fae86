import { ForbiddenError, NotFoundError, ValidationError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { parsePerson, type PersonInput } from './person-input.js';
import type { UserRepository } from './ports/user.repository.port.js';

/** An admin edits a person's names, email and city (the phone number is their sign-in and stays). */
export class UpdateUser {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: User, id: string, input: PersonInput): Promise<User> {
    if (!actor.isAdmin) throw new ForbiddenError();
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundError('USER_NOT_FOUND');
    if (user.isAdmin) throw new ForbiddenError('ADMIN_MANAGED_SEPARATELY');
    const person = parsePerson({ ...input, role: undefined, mobileNo: undefined }, { needsPhone: false, needsRole: false });
    if (person.city === null && user.hasRole('RIDER')) throw ValidationError.field('city', 'RIDER_CITY_REQUIRED');
    const now = this.clock.now();
    if (person.firstName || person.lastName) user.rename(person.firstName ?? user.firstName, person.lastName ?? user.lastName, now);
    if (person.email !== undefined) user.changeEmail(person.email, now);
    if (person.city !== undefined) user.moveTo(person.city, now);
    await this.users.save(user);
    return user;
  }
}
