import { ForbiddenError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import { MobileTakenError } from '../../domain/users/users.errors.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { openPersonAccount, type NewPerson } from './person-account.js';
import { parsePerson, type PersonInput } from './person-input.js';
import type { UserRepository } from './ports/user.repository.port.js';

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
    return openPersonAccount(this.users, person as NewPerson, this.clock.now());
  }
}
