import Router from '@koa/router';
import type { Container } from 'inversify';
import type { UserSortField } from '../../../application/users/ports/user.repository.port.js';
import { GetUser, ListUsers } from '../../../application/users/list-users.use-case.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { Roles } from '../../../domain/users/role.js';
import { isUuid, optionalEnum, parseSimpleRestQuery, setContentRange } from '../list-params.js';
import { userJson } from '../presenters.js';

const SORTABLE: Record<string, UserSortField> = { created_at: 'createdAt', first_name: 'firstName', last_name: 'lastName' };

/** The console's Tenants / Owner / Rider grids: `users` filtered by role. Admin only. */
export function consoleUsersRouter(container: Container): Router {
  const router = new Router();

  router.get('/admin/users', async (ctx) => {
    const query = parseSimpleRestQuery(ctx, SORTABLE, 'createdAt');
    const result = await container.get(ListUsers).execute({
      filter: {
        // One role (the Tenants / Owner / Rider grids) or several (the owner picker: owners and tenants).
        roles: (Array.isArray(query.filter.role) ? query.filter.role : [query.filter.role])
          .map((role) => optionalEnum(role, Roles, 'role'))
          .filter((role) => role !== undefined),
        status: optionalEnum(query.filter.status, ['ACTIVE', 'BLOCKED'] as const, 'status'),
      },
      search: typeof query.filter.q === 'string' ? query.filter.q : undefined,
      sort: query.sort,
      offset: query.offset,
      limit: query.limit,
    });
    setContentRange(ctx, 'users', query.offset, result.items.length, result.total);
    ctx.body = result.items.map(userJson);
  });

  router.get('/admin/users/:id', async (ctx) => {
    if (!isUuid(ctx.params.id!)) throw new NotFoundError('User not found.');
    ctx.body = userJson(await container.get(GetUser).execute(ctx.params.id!));
  });

  return router;
}
