import { ConcurrentModificationError, FieldErrorCollector } from '../../domain/shared/domain-error.js';
import { Email } from '../../domain/shared/email.js';
import type { Language } from '../../domain/shared/language.js';
import { PersonName } from '../../domain/shared/person-name.js';
import type { User } from '../../domain/users/user.js';
import { EmailTakenError } from '../../domain/users/users.errors.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UserRepository } from './ports/user.repository.port.js';

/**
 * A signed-in person edits their own names, (optional) email and language (the language switch: 'en' or
 * 'hi', the site's and their SMS texts' language). Omitted fields stay as they are.
 *
 * When another request saved the account since this one read it (the language switch tapped twice in quick
 * succession: each tap sends its PATCH without waiting, from a page that is already going away), the changes are
 * made again on the account as it is now and saved: the last request wins, none is refused for the other.
 */
export class UpdateMyProfile {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  /** `input` as the HTTP edge checked it (adapters/http/users/users.dto.ts); the value objects still refuse a bad value. */
  async execute(actor: User, input: { firstName?: string | null; lastName?: string | null; email?: string | null; language?: Language }): Promise<User> {
    const errors = new FieldErrorCollector();
    const firstName = input.firstName === undefined ? undefined : errors.attempt('first_name', () => PersonName.create(input.firstName, 'first_name'));
    const lastName = input.lastName === undefined ? undefined : errors.attempt('last_name', () => PersonName.create(input.lastName, 'last_name'));
    const email = input.email === undefined ? undefined : errors.attempt('email', () => Email.optional(input.email));
    errors.throwIfAny();
    const language = input.language;

    const now = this.clock.now();
    for (let user = actor, attempt = 1; ; attempt += 1) {
      await this.apply(user, { firstName: firstName?.value, lastName: lastName?.value, email, language }, now);
      try {
        await this.users.save(user);
        return user;
      } catch (error) {
        const fresh = error instanceof ConcurrentModificationError && attempt < 3 ? await this.users.findById(user.id) : null;
        if (!fresh) throw error;
        user = fresh;
      }
    }
  }

  private async apply(
    user: User,
    changes: { firstName?: string; lastName?: string; email: Email | null | undefined; language: Language | undefined },
    now: Date,
  ): Promise<void> {
    const { firstName, lastName, email, language } = changes;
    if (firstName || lastName) user.rename(firstName ?? user.firstName, lastName ?? user.lastName, now);
    if (email !== undefined) {
      // Admins sign in with their email, so they cannot remove it here.
      const next = email?.value ?? (user.isAdmin ? user.email : null);
      // Only admins sign in with an email, so only theirs must be unique; a phone user's email is
      // contact information and saving it reveals nothing about other accounts.
      if (user.isAdmin && next && next !== user.email) {
        const other = await this.users.findAdminByEmail(next);
        if (other && other.id !== user.id) throw new EmailTakenError();
      }
      user.changeEmail(next, now);
    }
    if (language) user.chooseLanguage(language, now);
  }
}
