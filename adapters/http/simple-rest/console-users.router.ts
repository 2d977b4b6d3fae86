import Router from '@koa/router';
import type { UserSortField } from '../../../application/users/ports/user.repository.port.js';
import { GetUser } from '../../../application/users/get-user.use-case.js';
import { ListUsers } from '../../../application/users/list-users.use-case.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { Roles } from '../../../domain/users/role.js';
import type { Resolved } from '../../typed-binding.js';
import { optionalEnum } from '../list-params.js';
import { userJson } from '../presenters.js';
import { simpleRestResource } from './resource.js';

const SORTABLE: Record<string, UserSortField> = { created_at: 'createdAt', first_name: 'firstName', last_name: 'lastName' };

export const consoleUsersNeeds = { getUser: GetUser, listUsers: ListUsers };

/** The console's Tenants / Owner / Rider grids: `users` filtered by role. Admin only (guarded on the mount). */
export function consoleUsersRouter({ getUser, listUsers }: Resolved<typeof consoleUsersNeeds>): Router {
  return simpleRestResource(new Router(), 'users', {
    notFound: () => new NotFoundError('USER_NOT_FOUND'),
    list: {
      sortable: SORTABLE,
      defaultSort: 'createdAt',
      filter: (filter) => ({
        // One role (the Tenants / Owner / Rider grids) or several (the owner picker: owners and tenants).
        roles: (Array.isArray(filter.role) ? filter.role : [filter.role]).map((role) => optionalEnum(role, Roles, 'role')).filter((role) => role !== undefined),
        status: optionalEnum(filter.status, ['ACTIVE', 'BLOCKED'] as const, 'status'),
      }),
      read: (query) => listUsers.execute(query),
      row: () => userJson,
    },
    get: async (_ctx, id) => userJson(await getUser.execute(id)),
  });
}
