import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { UserRepository } from './ports/user.repository.port.js';

/** One person, for the console's record pages. */
export class GetUser {
  constructor(private readonly users: UserRepository) {}

  async execute(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundError('USER_NOT_FOUND');
    return user;
  }
}
