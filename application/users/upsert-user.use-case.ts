import { ForbiddenError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { grantRole, openPersonAccount, type NewPerson } from './person-account.js';
import { parsePerson, type PersonInput } from './person-input.js';
import type { UserRepository } from './ports/user.repository.port.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';

/**
 * Create or update by phone number: an existing person gets the names, email and city sent and gains the
 * role (never loses one); an unknown number becomes a new account. A role gained is in the audit log
 * (USER_ROLE_CHANGED, the roles before and after), stored with the change.
 */
export class UpsertUser {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLog,
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
    const before = rolesOf(existing);
    grantRole(existing, person.role!, person.city, now);
    const after = rolesOf(existing);
    await this.unitOfWork.run(async () => {
      await this.users.save(existing);
      if (after !== before) {
        await this.audit.record({ actorId: actor.id, action: 'USER_ROLE_CHANGED', subject: { type: 'USER', id: existing.id }, detail: { from: before, to: after }, at: now });
      }
    });
    return { user: existing, created: false };
  }
}

/** A person's roles as one text, primary first: `TENANT`, `RIDER+TENANT`. */
function rolesOf(user: User): string {
  return [user.primaryRole, user.secondaryRole].filter((role) => role).join('+');
}
