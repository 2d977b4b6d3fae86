import { GetUser } from '../../../application/users/get-user.use-case.js';
import { ListUsers } from '../../../application/users/list-users.use-case.js';
import type { UserListFilter, UserSortField } from '../../../application/users/ports/user.repository.port.js';
import { UpdateMyProfile } from '../../../application/users/update-my-profile.use-case.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { Roles } from '../../../domain/users/role.js';
import type { User } from '../../../domain/users/user.js';
import { EnvelopeOf, UserSchema } from '../contract/wire/index.js';
import { envelope } from '../envelope.js';
import { optionalBoolean, optionalEnum } from '../list-params.js';
import { userJson } from './user.presenter.js';
import { declareRoutes } from '../shared/route.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { UpdateProfileDto } from './users.dto.js';

export const usersNeeds = { updateMyProfile: UpdateMyProfile };

/** The signed-in person's own profile. */
export const usersRoutes = declareRoutes(usersNeeds, { tag: 'Users', dialect: 'envelope' }, (route) => [
  route({
    method: 'GET',
    path: '/users/me',
    access: 'signed-in',
    summary: 'The signed-in user',
    ok: [{ status: 200, schema: EnvelopeOf(UserSchema) }],
    handle: async ({ actor }) => envelope({ data: userJson(actor) }),
  }),
  route({
    method: 'PATCH',
    path: '/users/me',
    access: 'signed-in',
    summary: 'Update my name, e-mail or language (en, hi)',
    body: UpdateProfileDto,
    ok: [{ status: 200, schema: EnvelopeOf(UserSchema) }],
    errors: [409],
    handle: async ({ body, actor }, uses) => {
      const user = await uses.updateMyProfile.execute(actor, { firstName: body.first_name, lastName: body.last_name, email: body.email, language: body.language });
      return envelope({ message: 'PROFILE_UPDATED', data: userJson(user) });
    },
  }),
]);

const SORTABLE: Record<string, UserSortField> = { created_at: 'createdAt', first_name: 'firstName', last_name: 'lastName' };

export const consoleUsersNeeds = { getUser: GetUser, listUsers: ListUsers };

/** The console's Tenants / Owner / Rider grids and the owner picker: `users` filtered by role. Admin only. */
export const consoleUsersRoutes = declareRoutes(consoleUsersNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) => [
  route(
    gridRoute('users', 'List users (filter `role`: one or a list; erased people only with `erased`: true)', UserSchema, (uses, actor): ResourceList<UserListFilter, UserSortField, User> => ({
      sortable: SORTABLE,
      defaultSort: 'createdAt',
      filter: (filter) => ({
        // One role (the Tenants / Owner / Rider grids) or several (the owner picker: owners and tenants).
        roles: (Array.isArray(filter.role) ? filter.role : [filter.role]).map((role) => optionalEnum(role, Roles, 'role')).filter((role) => role !== undefined),
        status: optionalEnum(filter.status, ['ACTIVE', 'BLOCKED'] as const, 'status'),
        erased: optionalBoolean(filter.erased, 'erased'),
      }),
      read: (query) => uses.listUsers.execute(query, { actor, resource: 'users' }),
      row: () => userJson,
    })),
  ),
  route({
    method: 'GET',
    path: '/admin/users/:id',
    access: ['ADMIN'],
    summary: 'A user',
    notFound: () => new NotFoundError('USER_NOT_FOUND'),
    ok: [{ status: 200, schema: UserSchema }],
    errors: [404],
    handle: async ({ params }, uses) => userJson(await uses.getUser.execute(params.id!)),
  }),
]);
