import { Email } from '../../domain/shared/email.js';
import { Password } from '../../domain/shared/password.js';
import { User } from '../../domain/users/user.js';
import type { PasswordHasher } from '../auth/ports/password-hasher.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UserRepository } from './ports/user.repository.port.js';

/**
 * Makes sure the configured admin exists (first start). An existing account keeps its password: the
 * configured one only seeds it, so a reset through the console is not undone by a restart.
 */
export class EnsureAdmin {
  constructor(
    private readonly users: UserRepository,
    private readonly passwords: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(input: { email: string; password: string; firstName?: string; lastName?: string }): Promise<User> {
    const email = Email.create(input.email);
    const existing = await this.users.findAdminByEmail(email.value);
    if (existing) return existing;
    const password = Password.create(input.password);
    const user = User.register(
      {
        firstName: input.firstName ?? 'Site',
        lastName: input.lastName ?? 'Admin',
        email: email.value,
        primaryRole: 'ADMIN',
        passwordHash: await this.passwords.hash(password.value),
      },
      this.clock.now(),
    );
    await this.users.save(user);
    return user;
  }
}
