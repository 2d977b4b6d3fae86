import Router from '@koa/router';
import { RiderApplicationRepository } from '../../../application/riders/ports/rider-application.repository.port.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../application/shared/list-query.js';
import { ChangeUserStatus, UserStatusMessages } from '../../../application/users/change-user-status.use-case.js';
import { CreateUser } from '../../../application/users/create-user.use-case.js';
import { GetUser } from '../../../application/users/get-user.use-case.js';
import { ListUsers } from '../../../application/users/list-users.use-case.js';
import { UpdateUser } from '../../../application/users/update-user.use-case.js';
import { UpsertUser } from '../../../application/users/upsert-user.use-case.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { coded, ValidationError } from '../../../domain/shared/domain-error.js';
import { Roles } from '../../../domain/users/role.js';
import { currentUser } from '../auth-middleware.js';
import { ok, pageMeta } from '../envelope.js';
import type { Resolved } from '../../typed-binding.js';
import { objectBody, optionalEnum } from '../list-params.js';
import { personInput, personWithApplication, userId } from '../people-params.js';
import { personJson } from '../presenters.js';

export const peopleNeeds = {
  listUsers: ListUsers,
  getUser: GetUser,
  createUser: CreateUser,
  upsertUser: UpsertUser,
  updateUser: UpdateUser,
  changeUserStatus: ChangeUserStatus,
  riderApplications: RiderApplicationRepository,
};

/** The spec's people calls (`admin/user*`), public envelope, admin only (guarded on the mount). */
export function peopleRouter(uses: Resolved<typeof peopleNeeds>): Router {
  const router = new Router();

  router.get('/admin/user/list', async (ctx) => {
    const num = (value: unknown, fallback: number, max: number, field: string) => {
      if (value === undefined || value === '') return fallback;
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > max) throw ValidationError.field(field, coded('WHOLE_NUMBER_RANGE', { field, max }));
      return n;
    };
    const limit = num(ctx.query.limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, 'limit');
    const page = num(ctx.query.page, 1, 100_000, 'page');
    const role = optionalEnum(ctx.query.role, Roles, 'role');
    const result = await uses.listUsers.execute({
      filter: { roles: role ? [role] : undefined, status: optionalEnum(ctx.query.status, ['ACTIVE', 'BLOCKED'] as const, 'status'), city: optionalEnum(ctx.query.city, Cities, 'city') },
      search: typeof ctx.query.search === 'string' ? ctx.query.search : undefined,
      sort: { field: 'createdAt', order: 'DESC' },
      offset: (page - 1) * limit,
      limit,
    });
    ok(ctx, { data: result.items.map(personJson), meta: pageMeta(page, limit, result.total) });
  });

  router.get('/admin/user/:id', async (ctx) => {
    ok(ctx, { data: await personWithApplication(uses.riderApplications, await uses.getUser.execute(userId(ctx))) });
  });

  router.post('/admin/user', async (ctx) => {
    const user = await uses.createUser.execute(currentUser(ctx), personInput(objectBody(ctx)));
    ok(ctx, { message: 'USER_CREATED', data: personJson(user) }, 201);
  });

  router.post('/admin/user/upsert', async (ctx) => {
    const { user, created } = await uses.upsertUser.execute(currentUser(ctx), personInput(objectBody(ctx)));
    ok(ctx, { message: created ? 'User created' : 'User updated', data: personJson(user) }, created ? 201 : 200);
  });

  router.put('/admin/user/:id', async (ctx) => {
    const user = await uses.updateUser.execute(currentUser(ctx), userId(ctx), personInput(objectBody(ctx)));
    ok(ctx, { message: 'USER_UPDATED', data: personJson(user) });
  });

  router.patch('/admin/user/:id/change-status', async (ctx) => {
    const body = objectBody(ctx);
    const user = await uses.changeUserStatus.execute({ actor: currentUser(ctx), userId: userId(ctx), status: body.status, reason: body.reason });
    ok(ctx, { message: user.status === 'BLOCKED' ? UserStatusMessages.blocked : UserStatusMessages.unblocked, data: personJson(user) });
  });

  return router;
}
