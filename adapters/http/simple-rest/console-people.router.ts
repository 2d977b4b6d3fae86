import Router from '@koa/router';
import { RiderApplicationRepository } from '../../../application/riders/ports/rider-application.repository.port.js';
import { ChangeUserStatus } from '../../../application/users/change-user-status.use-case.js';
import { CreateUser } from '../../../application/users/create-user.use-case.js';
import { GetUser } from '../../../application/users/get-user.use-case.js';
import { ListUsers } from '../../../application/users/list-users.use-case.js';
import type { UserSortField } from '../../../application/users/ports/user.repository.port.js';
import { UpdateUser } from '../../../application/users/update-user.use-case.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import type { Role } from '../../../domain/users/role.js';
import type { Resolved } from '../../typed-binding.js';
import { currentUser } from '../auth-middleware.js';
import { optionalEnum, objectBody } from '../list-params.js';
import { personInput, personWithApplication, userId } from '../people-params.js';
import { personJson } from '../presenters.js';
import { simpleRestResource } from './resource.js';

const SORTABLE: Record<string, UserSortField> = { created_at: 'createdAt', first_name: 'firstName', last_name: 'lastName' };
const RESOURCES: Array<[string, Role]> = [
  ['tenants', 'TENANT'],
  ['owner', 'OWNER'],
  ['rider', 'RIDER'],
];

export const consolePeopleNeeds = {
  listUsers: ListUsers,
  getUser: GetUser,
  createUser: CreateUser,
  updateUser: UpdateUser,
  changeUserStatus: ChangeUserStatus,
  riderApplications: RiderApplicationRepository,
};

/** The console's Tenants / Owner / Rider resources (simple-rest): one role each. Admin only (guarded on the mount). */
export function consolePeopleRouter(uses: Resolved<typeof consolePeopleNeeds>): Router {
  const router = new Router();
  const withApplication = (user: Parameters<typeof personJson>[0]) => personWithApplication(uses.riderApplications, user);

  for (const [resource, role] of RESOURCES) {
    const load = async (id: string) => {
      const user = await uses.getUser.execute(id);
      // Everyone is a tenant by default; the owner and rider resources hold only people with that role.
      if (role !== 'TENANT' && !user.hasRole(role)) throw new NotFoundError('USER_NOT_FOUND');
      return user;
    };

    simpleRestResource(router, resource, {
      notFound: () => new NotFoundError('USER_NOT_FOUND'),
      list: {
        sortable: SORTABLE,
        defaultSort: 'createdAt',
        filter: (filter) => ({ roles: [role], status: optionalEnum(filter.status, ['ACTIVE', 'BLOCKED'] as const, 'status'), city: optionalEnum(filter.city, Cities, 'city') }),
        read: (query) => uses.listUsers.execute(query),
        row: () => personJson,
      },
      get: async (_ctx, id) => withApplication(await load(id)),
      create: async (ctx) => personJson(await uses.createUser.execute(currentUser(ctx), { ...personInput(objectBody(ctx)), role })),
      update: async (ctx, id) => {
        await load(id);
        return withApplication(await uses.updateUser.execute(currentUser(ctx), id, personInput(objectBody(ctx))));
      },
    });
    router.post(`/admin/${resource}/:id/status`, async (ctx) => {
      await load(userId(ctx));
      const body = objectBody(ctx);
      ctx.body = await withApplication(await uses.changeUserStatus.execute({ actor: currentUser(ctx), userId: userId(ctx), status: body.status, reason: body.reason }));
    });
  }
  return router;
}
