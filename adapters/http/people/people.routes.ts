import { RiderApplicationRepository } from '../../../application/riders/ports/rider-application.repository.port.js';
import { ChangeUserStatus, UserStatusMessages } from '../../../application/users/change-user-status.use-case.js';
import { CreateUser } from '../../../application/users/create-user.use-case.js';
import { GetUser } from '../../../application/users/get-user.use-case.js';
import { ListUsers } from '../../../application/users/list-users.use-case.js';
import type { UserListFilter, UserSortField } from '../../../application/users/ports/user.repository.port.js';
import { UpdateUser } from '../../../application/users/update-user.use-case.js';
import { UpsertUser } from '../../../application/users/upsert-user.use-case.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { Roles, type Role } from '../../../domain/users/role.js';
import type { User } from '../../../domain/users/user.js';
import { EnvelopeOf, PagedEnvelopeOf, PersonDetailsSchema, PersonSchema } from '../contract/wire/index.js';
import { envelope } from '../envelope.js';
import { optionalBoolean, optionalEnum } from '../list-params.js';
import { envelopePage } from '../shared/paging.js';
import { Answer, declareRoutes, type Dto, type RouteDeclaration, type RouteRequest } from '../shared/route.js';
import type { Resolved } from '../../typed-binding.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { ListPeopleDto, PersonDto, personInput, UserStatusDto } from './people.dto.js';
import { personJson, personWithApplication } from './person.presenter.js';

export const peopleNeeds = {
  listUsers: ListUsers,
  getUser: GetUser,
  createUser: CreateUser,
  upsertUser: UpsertUser,
  updateUser: UpdateUser,
  changeUserStatus: ChangeUserStatus,
  riderApplications: RiderApplicationRepository,
};

const notFound = () => new NotFoundError('USER_NOT_FOUND');
const STATUSES = ['ACTIVE', 'BLOCKED'] as const;

/** The spec's people calls (`admin/user*`), public envelope, admin only (mounted with the console's routes). */
export const peopleRoutes = declareRoutes(peopleNeeds, { tag: 'People', dialect: 'envelope' }, (route) => [
  route({
    method: 'GET',
    path: '/admin/user/list',
    access: ['ADMIN'],
    summary: 'List people',
    query: ListPeopleDto,
    ok: [{ status: 200, schema: PagedEnvelopeOf(PersonSchema) }],
    errors: [400],
    handle: async ({ query, actor }, uses) => {
      const role = optionalEnum(query.role, Roles, 'role');
      const read = (offset: number, limit: number) =>
        uses.listUsers.execute({
          filter: { roles: role ? [role] : undefined, status: optionalEnum(query.status, STATUSES, 'status'), city: optionalEnum(query.city, Cities, 'city') },
          search: query.search,
          sort: { field: 'createdAt', order: 'DESC' },
          offset,
          limit,
        }, { actor, resource: 'user/list' });
      return envelopePage(query, read, () => personJson);
    },
  }),
  route({
    method: 'GET',
    path: '/admin/user/:id',
    access: ['ADMIN'],
    summary: 'A person (with the rider application for riders)',
    notFound,
    ok: [{ status: 200, schema: EnvelopeOf(PersonDetailsSchema) }],
    errors: [404],
    handle: async ({ params }, uses) => envelope({ data: await personWithApplication(uses.riderApplications, await uses.getUser.execute(params.id!)) }),
  }),
  route({
    method: 'POST',
    path: '/admin/user',
    access: ['ADMIN'],
    summary: 'Create a person',
    body: PersonDto,
    bodyRequired: false,
    ok: [{ status: 201, schema: EnvelopeOf(PersonSchema) }],
    errors: [409],
    handle: async ({ body, actor }, uses) => envelope({ message: 'USER_CREATED', data: personJson(await uses.createUser.execute(actor, personInput(body))) }),
  }),
  route({
    method: 'POST',
    path: '/admin/user/upsert',
    access: ['ADMIN'],
    summary: 'Create or update a person by mobile number',
    body: PersonDto,
    bodyRequired: false,
    ok: [
      { status: 201, schema: EnvelopeOf(PersonSchema) },
      { status: 200, schema: EnvelopeOf(PersonSchema) },
    ],
    errors: [409],
    handle: async ({ body, actor }, uses) => {
      const { user, created } = await uses.upsertUser.execute(actor, personInput(body));
      const answer = envelope({ message: created ? 'User created' : 'User updated', data: personJson(user) });
      return created ? answer : new Answer(200, answer);
    },
  }),
  route({
    method: 'PUT',
    path: '/admin/user/:id',
    access: ['ADMIN'],
    summary: 'Update a person',
    body: PersonDto,
    bodyRequired: false,
    notFound,
    ok: [{ status: 200, schema: EnvelopeOf(PersonSchema) }],
    errors: [404, 409],
    handle: async ({ body, params, actor }, uses) => envelope({ message: 'USER_UPDATED', data: personJson(await uses.updateUser.execute(actor, params.id!, personInput(body))) }),
  }),
  route({
    method: 'PATCH',
    path: '/admin/user/:id/change-status',
    access: ['ADMIN'],
    summary: 'Block or unblock a person',
    body: UserStatusDto,
    bodyRequired: false,
    notFound,
    ok: [{ status: 200, schema: EnvelopeOf(PersonSchema) }],
    errors: [404, 409],
    handle: async ({ body, params, actor }, uses) => {
      const user = await uses.changeUserStatus.execute({ actor, userId: params.id!, status: body.status, reason: body.reason });
      return envelope({ message: user.status === 'BLOCKED' ? UserStatusMessages.blocked : UserStatusMessages.unblocked, data: personJson(user) });
    },
  }),
]);

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

type ConsolePeopleUses = Resolved<typeof consolePeopleNeeds>;

/** The console's Tenants / Owner / Rider resources (simple-rest): one role each. Admin only. */
export const consolePeopleRoutes = declareRoutes(consolePeopleNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) =>
  RESOURCES.flatMap(([resource, role]) => {
    const load = async (uses: { getUser: GetUser }, id: string): Promise<User> => {
      const user = await uses.getUser.execute(id);
      // Everyone is a tenant by default; the owner and rider resources hold only people with that role.
      if (role !== 'TENANT' && !user.hasRole(role)) throw notFound();
      return user;
    };
    /** A change to one of the resource's people (404 for anyone else), answered with their details. */
    const personChange = <B>(change: {
      method: 'PUT' | 'POST';
      path: string;
      summary: string;
      body: Dto<B>;
      run(request: RouteRequest<B, undefined, readonly ['ADMIN']>, uses: ConsolePeopleUses): Promise<User>;
    }): RouteDeclaration<ConsolePeopleUses, B, undefined, readonly ['ADMIN']> => ({
      method: change.method,
      path: change.path,
      access: ['ADMIN'],
      summary: change.summary,
      body: change.body,
      bodyRequired: false,
      notFound,
      ok: [{ status: 200, schema: PersonDetailsSchema }],
      errors: [404, 409],
      handle: async (request, uses) => {
        await load(uses, request.params.id!);
        return personWithApplication(uses.riderApplications, await change.run(request, uses));
      },
    });
    return [
      route(
        gridRoute(resource, `List ${resource} (erased people only with the filter \`erased\`: true)`, PersonSchema, (uses, actor): ResourceList<UserListFilter, UserSortField, User> => ({
          sortable: SORTABLE,
          defaultSort: 'createdAt',
          filter: (filter) => ({
            roles: [role],
            status: optionalEnum(filter.status, STATUSES, 'status'),
            city: optionalEnum(filter.city, Cities, 'city'),
            erased: optionalBoolean(filter.erased, 'erased'),
          }),
          read: (query) => uses.listUsers.execute(query, { actor, resource }),
          row: () => personJson,
        })),
      ),
      route({
        method: 'GET',
        path: `/admin/${resource}/:id`,
        access: ['ADMIN'],
        summary: `One of ${resource} (with the rider application for riders)`,
        notFound,
        ok: [{ status: 200, schema: PersonDetailsSchema }],
        errors: [404],
        handle: async ({ params }, uses) => personWithApplication(uses.riderApplications, await load(uses, params.id!)),
      }),
      route({
        method: 'POST',
        path: `/admin/${resource}`,
        access: ['ADMIN'],
        summary: `Create one of ${resource}`,
        body: PersonDto,
        bodyRequired: false,
        ok: [{ status: 201, schema: PersonSchema }],
        errors: [409],
        handle: async ({ body, actor }, uses) => personJson(await uses.createUser.execute(actor, { ...personInput(body), role })),
      }),
      route(
        personChange({
          method: 'PUT',
          path: `/admin/${resource}/:id`,
          summary: `Update one of ${resource}`,
          body: PersonDto,
          run: ({ body, params, actor }, uses) => uses.updateUser.execute(actor, params.id!, personInput(body)),
        }),
      ),
      route(
        personChange({
          method: 'POST',
          path: `/admin/${resource}/:id/status`,
          summary: `Block or unblock one of ${resource}`,
          body: UserStatusDto,
          run: ({ body, params, actor }, uses) => uses.changeUserStatus.execute({ actor, userId: params.id!, status: body.status, reason: body.reason }),
        }),
      ),
    ];
  }),
);
