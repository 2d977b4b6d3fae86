import Router from '@koa/router';
import type { Context } from 'koa';
import type { Container } from 'inversify';
import { ChangeUserStatus } from '../../../application/users/change-user-status.use-case.js';
import { CreateUser } from '../../../application/users/create-user.use-case.js';
import { GetUser, ListUsers } from '../../../application/users/list-users.use-case.js';
import type { UserSortField } from '../../../application/users/ports/user.repository.port.js';
import { UpdateUser } from '../../../application/users/update-user.use-case.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import type { Role } from '../../../domain/users/role.js';
import { currentUser } from '../auth-middleware.js';
import { optionalEnum, parseSimpleRestQuery, setContentRange, objectBody } from '../list-params.js';
import { personJson } from '../presenters.js';
import { personInput, personWithApplication, userId } from './people.router.js';

const SORTABLE: Record<string, UserSortField> = { created_at: 'createdAt', first_name: 'firstName', last_name: 'lastName' };

/** The console's Tenants / Owner / Rider resources (simple-rest): one role each. Admin only (guarded on the mount). */
export function consolePeopleRouter(container: Container): Router {
  const router = new Router();
  const resources: Array<[string, Role]> = [
    ['tenants', 'TENANT'],
    ['owner', 'OWNER'],
    ['rider', 'RIDER'],
  ];

  for (const [resource, role] of resources) {
    const load = async (ctx: Context) => {
      const user = await container.get(GetUser).execute(userId(ctx));
      // Everyone is a tenant by default; the owner and rider resources hold only people with that role.
      if (role !== 'TENANT' && !user.hasRole(role)) throw new NotFoundError('User not found.');
      return user;
    };

    router.get(`/admin/${resource}`, async (ctx) => {
      const q = parseSimpleRestQuery(ctx, SORTABLE, 'createdAt');
      const page = await container.get(ListUsers).execute({
        filter: { roles: [role], status: optionalEnum(q.filter.status, ['ACTIVE', 'BLOCKED'] as const, 'status'), city: optionalEnum(q.filter.city, Cities, 'city') },
        search: typeof q.filter.q === 'string' ? q.filter.q : undefined,
        sort: q.sort,
        offset: q.offset,
        limit: q.limit,
      });
      setContentRange(ctx, resource, q.offset, page.items.length, page.total);
      ctx.body = page.items.map(personJson);
    });
    router.get(`/admin/${resource}/:id`, async (ctx) => {
      ctx.body = await personWithApplication(container, await load(ctx));
    });
    router.post(`/admin/${resource}`, async (ctx) => {
      ctx.status = 201;
      ctx.body = personJson(await container.get(CreateUser).execute(currentUser(ctx), { ...personInput(objectBody(ctx)), role }));
    });
    router.put(`/admin/${resource}/:id`, async (ctx) => {
      await load(ctx);
      ctx.body = await personWithApplication(container, await container.get(UpdateUser).execute(currentUser(ctx), userId(ctx), personInput(objectBody(ctx))));
    });
    router.post(`/admin/${resource}/:id/status`, async (ctx) => {
      await load(ctx);
      const body = objectBody(ctx);
      ctx.body = await personWithApplication(
        container,
        await container.get(ChangeUserStatus).execute({ actor: currentUser(ctx), userId: userId(ctx), status: body.status, reason: body.reason }),
      );
    });
  }
  return router;
}
