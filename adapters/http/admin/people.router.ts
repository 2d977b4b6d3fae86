import Router from '@koa/router';
import type { Context } from 'koa';
import type { Container } from 'inversify';
import { RiderApplicationRepository } from '../../../application/riders/ports/rider-application.repository.port.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../application/shared/list-query.js';
import { ChangeUserStatus, UserStatusMessages } from '../../../application/users/change-user-status.use-case.js';
import { CreateUser } from '../../../application/users/create-user.use-case.js';
import { GetUser, ListUsers } from '../../../application/users/list-users.use-case.js';
import { UpdateUser } from '../../../application/users/update-user.use-case.js';
import { UpsertUser } from '../../../application/users/upsert-user.use-case.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { NotFoundError, ValidationError } from '../../../domain/shared/domain-error.js';
import { Roles } from '../../../domain/users/role.js';
import type { User } from '../../../domain/users/user.js';
import { currentUser } from '../auth-middleware.js';
import { ok, pageMeta } from '../envelope.js';
import { isUuid, objectBody, optionalEnum } from '../list-params.js';
import { personJson, riderApplicationJson } from '../presenters.js';

export function personInput(body: Record<string, unknown>) {
  return { firstName: body.first_name, lastName: body.last_name, mobileNo: body.mobile_no, email: body.email, city: body.city, role: body.role };
}

export function userId(ctx: Context): string {
  if (!isUuid(ctx.params.id!)) throw new NotFoundError('User not found.');
  return ctx.params.id!;
}

/** A person with, for riders, the application that made them one (full ID number: admins only read this). */
export async function personWithApplication(container: Container, user: User) {
  const [application] = user.hasRole('RIDER') ? await container.get<RiderApplicationRepository>(RiderApplicationRepository).findApprovedForUsers([user.id]) : [];
  return { ...personJson(user), rider_application: application ? riderApplicationJson(application, { admin: true }) : null };
}

/** The spec's people calls (`admin/user*`), public envelope, admin only (guarded on the mount). */
export function peopleRouter(container: Container): Router {
  const router = new Router();

  router.get('/admin/user/list', async (ctx) => {
    const num = (value: unknown, fallback: number, max: number, field: string) => {
      if (value === undefined || value === '') return fallback;
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > max) throw ValidationError.field(field, `${field} must be a whole number from 1 to ${max}.`);
      return n;
    };
    const limit = num(ctx.query.limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, 'limit');
    const page = num(ctx.query.page, 1, 100_000, 'page');
    const role = optionalEnum(ctx.query.role, Roles, 'role');
    const result = await container.get(ListUsers).execute({
      filter: { roles: role ? [role] : undefined, status: optionalEnum(ctx.query.status, ['ACTIVE', 'BLOCKED'] as const, 'status'), city: optionalEnum(ctx.query.city, Cities, 'city') },
      search: typeof ctx.query.search === 'string' ? ctx.query.search : undefined,
      sort: { field: 'createdAt', order: 'DESC' },
      offset: (page - 1) * limit,
      limit,
    });
    ok(ctx, { data: result.items.map(personJson), meta: pageMeta(page, limit, result.total) });
  });

  router.get('/admin/user/:id', async (ctx) => {
    ok(ctx, { data: await personWithApplication(container, await container.get(GetUser).execute(userId(ctx))) });
  });

  router.post('/admin/user', async (ctx) => {
    const user = await container.get(CreateUser).execute(currentUser(ctx), personInput(objectBody(ctx)));
    ok(ctx, { message: 'User created', data: personJson(user) }, 201);
  });

  router.post('/admin/user/upsert', async (ctx) => {
    const { user, created } = await container.get(UpsertUser).execute(currentUser(ctx), personInput(objectBody(ctx)));
    ok(ctx, { message: created ? 'User created' : 'User updated', data: personJson(user) }, created ? 201 : 200);
  });

  router.put('/admin/user/:id', async (ctx) => {
    const user = await container.get(UpdateUser).execute(currentUser(ctx), userId(ctx), personInput(objectBody(ctx)));
    ok(ctx, { message: 'User updated', data: personJson(user) });
  });

  router.patch('/admin/user/:id/change-status', async (ctx) => {
    const body = objectBody(ctx);
    const user = await container.get(ChangeUserStatus).execute({ actor: currentUser(ctx), userId: userId(ctx), status: body.status, reason: body.reason });
    ok(ctx, { message: user.status === 'BLOCKED' ? UserStatusMessages.blocked : UserStatusMessages.unblocked, data: personJson(user) });
  });

  return router;
}
