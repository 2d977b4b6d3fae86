import type { User } from '../../domain/users/user.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { UserListFilter, UserRepository, UserSortField } from './ports/user.repository.port.js';

/** The console's Tenants / Owner / Rider grids. */
export class ListUsers {
  constructor(private readonly users: UserRepository) {}

  execute(query: ListQuery<UserListFilter, UserSortField>): Promise<Page<User>> {
    return this.users.list(query);
  }
}
