import { ForbiddenError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { grantRole, openPersonAccount, type NewPerson } from './person-account.js';
import { parsePerson, type PersonInput } from './person-input.js';
import type { UserRepository } from './ports/user.repository.port.js';

/**
 * Create or update by phone number: an existing person gets the names, email and city sent and gains the
 * role (never loses one); an unknown number becomes a new account.
 */
export class UpsertUser {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: User, input: PersonInput): Promise<{ user: User; created: boolean }> {
    if (!actor.isAdmin) throw new ForbiddenError();
    const person = parsePerson(input, { needsPhone: true, needsRole: true });
    const existing = await this.users.findByMobile(person.mobileNo!);
    if (!existing) return { user: await openPersonAccount(this.users, person as NewPerson, this.clock.now()), created: true };
    if (existing.isAdmin) throw new ForbiddenError('ADMIN_MANAGED_SEPARATELY');
    const now = this.clock.now();
    existing.rename(person.firstName!, person.lastName!, now);
    if (person.email !== undefined) existing.changeEmail(person.email, now);
    if (person.city !== undefined) existing.moveTo(person.city, now);
    grantRole(existing, person.role!, person.city, now);
    await this.users.save(existing);
    return { user: existing, created: false };
  }
}
