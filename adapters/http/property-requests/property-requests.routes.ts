import { GetRequestHistory } from '../../../application/customer-service/get-request-history.use-case.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { ChangePropertyRequestStatus } from '../../../application/property-requests/change-property-request-status.use-case.js';
import { GetPropertyRequest } from '../../../application/property-requests/get-property-request.use-case.js';
import { ListPropertyRequests } from '../../../application/property-requests/list-property-requests.use-case.js';
import type { PropertyRequestListFilter, PropertyRequestSortField } from '../../../application/property-requests/ports/property-request.repository.port.js';
import { PropertyRequestMessages, RaisePropertyRequest } from '../../../application/property-requests/raise-property-request.use-case.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { PropertyRequestStatuses, type PropertyRequest } from '../../../domain/property-requests/property-request.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { clientAddress } from '../client-address.js';
import { CreatedIdSchema, EnvelopeOf, PropertyRequestSchema, RequestHistoryLineSchema } from '../contract/wire/index.js';
import { historyLineJson } from '../my-requests/my-request.presenter.js';
import { Type } from '@sinclair/typebox';
import { envelope } from '../envelope.js';
import { optionalEnum } from '../list-params.js';
import { declareRoutes } from '../shared/route.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { consolePropertyRequestJson, propertyRequestJson } from './property-request.presenter.js';
import { PropertyRequestDto, PropertyRequestStatusDto } from './property-requests.dto.js';

export const propertyRequestsNeeds = { raisePropertyRequest: RaisePropertyRequest };

/** "Tell us what you need": a tenant's request for a home the listings do not show. No sign-in needed. */
export const propertyRequestsRoutes = declareRoutes(propertyRequestsNeeds, { tag: 'Property requests', dialect: 'envelope' }, (route) => [
  route({
    method: 'POST',
    path: '/property-requests',
    access: 'public',
    signIn: 'optional',
    summary: 'Tell us what home you need',
    body: PropertyRequestDto,
    ok: [{ status: 201, schema: EnvelopeOf(CreatedIdSchema) }],
    errors: [401, 429],
    handle: async ({ body, actor, ctx }, uses) => {
      const request = await uses.raisePropertyRequest.execute({ ...body }, { user: actor, clientIp: clientAddress(ctx) });
      return envelope({ message: PropertyRequestMessages.submitted, data: { id: request.id } });
    },
  }),
]);

/** `late_first`: those past the reply promise first (the console's default order). */
const REQUEST_SORT: Record<string, PropertyRequestSortField> = { created_at: 'createdAt', budget: 'budget', status: 'status', late_first: 'lateFirst' };

export const consolePropertyRequestsNeeds = {
  listPropertyRequests: ListPropertyRequests,
  getPropertyRequest: GetPropertyRequest,
  changePropertyRequestStatus: ChangePropertyRequestStatus,
  clock: Clock,
  getRequestHistory: GetRequestHistory,
};

const notFound = () => new NotFoundError('REQUEST_NOT_FOUND');

/** The console's Property Request grid (`property-request`, ra-data-simple-rest). Admin only. */
export const consolePropertyRequestsRoutes = declareRoutes(consolePropertyRequestsNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) => [
  route(
    gridRoute('property-request', 'List property requests', PropertyRequestSchema, (uses, actor): ResourceList<PropertyRequestListFilter, PropertyRequestSortField, PropertyRequest> => ({
      sortable: REQUEST_SORT,
      defaultSort: 'createdAt',
      filter: (filter) => ({ city: optionalEnum(filter.city, Cities, 'city'), status: optionalEnum(filter.status, PropertyRequestStatuses, 'status') }),
      read: (query) => uses.listPropertyRequests.execute(query, { actor, resource: 'property-request' }),
      row: () => {
        const now = uses.clock.now();
        return (request) => consolePropertyRequestJson(request, now);
      },
    })),
  ),
  route({
    method: 'GET',
    path: '/admin/property-request/:id',
    access: ['ADMIN'],
    summary: 'A property request',
    notFound,
    ok: [{ status: 200, schema: PropertyRequestSchema }],
    errors: [404],
    handle: async ({ params }, uses) => consolePropertyRequestJson(await uses.getPropertyRequest.execute(params.id!), uses.clock.now()),
  }),
  route({
    method: 'GET',
    path: '/admin/property-request/:id/history',
    access: ['ADMIN'],
    summary: "A property request's history: status moves, the person's notes and withdrawal, oldest first",
    notFound,
    ok: [{ status: 200, schema: Type.Array(RequestHistoryLineSchema) }],
    errors: [404],
    handle: async ({ params }, uses) => (await uses.getRequestHistory.execute('PROPERTY_REQUEST', params.id!)).map(historyLineJson),
  }),
  // Only the status is editable: the request is what the person asked for.
  route({
    method: 'PUT',
    path: '/admin/property-request/:id',
    access: ['ADMIN'],
    summary: "Change a property request's status",
    body: PropertyRequestStatusDto,
    notFound,
    ok: [{ status: 200, schema: PropertyRequestSchema }],
    errors: [404, 409],
    handle: async ({ params, body, actor }, uses) => consolePropertyRequestJson(await uses.changePropertyRequestStatus.execute(params.id!, body.status, actor), uses.clock.now()),
  }),
]);
