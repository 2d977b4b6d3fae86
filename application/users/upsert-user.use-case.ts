import { ForbiddenError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { CreateUser, grantRole } from './create-user.use-case.js';
import { parsePerson, type PersonInput } from './person-input.js';
import type { UserRepository } from './ports/user.repository.port.js';

/**
 * Create or update by phone number: an existing person gets the names, email and city sent and gains the
 * role (never loses one); an unknown number becomes a new account.
 */
export class UpsertUser {
  constructor(
    private readonly users: UserRepository,
    private readonly create: CreateUser,
    private readonly clock: Clock,
  ) {}

  async execute(actor: User, input: PersonInput): Promise<{ user: User; created: boolean }> {
    if (!actor.isAdmin) throw new ForbiddenError();
    const person = parsePerson(input, { needsPhone: true, needsRole: true });
    const existing = await this.users.findByMobile(person.mobileNo!);
    if (!existing) return { user: await this.create.create(person as Required<typeof person>), created: true };
    if (existing.isAdmin) throw new ForbiddenError('Admin accounts are managed separately.');
    const now = this.clock.now();
    existing.rename(person.firstName!, person.lastName!, now);
    if (person.email !== undefined) existing.changeEmail(person.email, now);
    if (person.city !== undefined) existing.moveTo(person.city, now);
    grantRole(existing, person.role!, person.city, now);
    await this.users.save(existing);
    return { user: existing, created: false };
  }
}
