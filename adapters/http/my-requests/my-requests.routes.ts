import { AddRequestNote } from '../../../application/customer-service/add-request-note.use-case.js';
import { ListMyRequests } from '../../../application/customer-service/list-my-requests.use-case.js';
import { WithdrawMyRequest } from '../../../application/customer-service/withdraw-my-request.use-case.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { EnvelopeOf, MyRequestSchema } from '../contract/wire/index.js';
import { Type } from '@sinclair/typebox';
import { envelope } from '../envelope.js';
import { Answer, declareRoutes } from '../shared/route.js';
import { myRequestJson } from './my-request.presenter.js';
import { RequestNoteDto } from './my-requests.dto.js';

export const myRequestsNeeds = { listMyRequests: ListMyRequests, addRequestNote: AddRequestNote, withdrawMyRequest: WithdrawMyRequest };

const notFound = () => new NotFoundError('MY_REQUEST_NOT_FOUND');

/**
 * "My requests" on the profile: the signed-in person's callback requests, property requests and listing reports.
 * Someone else's request answers 404, as a missing one does.
 */
export const myRequestsRoutes = declareRoutes(myRequestsNeeds, { tag: 'Users', dialect: 'envelope' }, (route) => [
  route({
    method: 'GET',
    path: '/users/me/requests',
    access: 'signed-in',
    summary: 'My callback requests, property requests and listing reports, newest first, with status, history and the 24-48 hour reply promise',
    ok: [{ status: 200, schema: EnvelopeOf(Type.Array(MyRequestSchema)) }],
    handle: async ({ actor, ctx }, uses) => {
      ctx.set('Cache-Control', 'no-store');
      return envelope({ data: (await uses.listMyRequests.execute(actor)).map(myRequestJson) });
    },
  }),
  route({
    method: 'POST',
    path: '/users/me/requests/:id/notes',
    access: 'signed-in',
    summary: 'Add a note (1-500 characters, at most 10) to one of my open requests',
    description: '201 with the request as it now stands. 404 when the request is not mine; 409 when it is closed or has 10 notes.',
    body: RequestNoteDto,
    notFound,
    ok: [{ status: 201, schema: EnvelopeOf(MyRequestSchema) }],
    errors: [400, 401, 404, 409],
    handle: async ({ actor, params, body }, uses) =>
      new Answer(201, envelope({ message: 'MY_REQUEST_NOTE_ADDED', data: myRequestJson(await uses.addRequestNote.execute({ user: actor, id: params.id!, note: body.note })) })),
  }),
  route({
    method: 'POST',
    path: '/users/me/requests/:id/withdraw',
    access: 'signed-in',
    summary: 'Withdraw one of my open requests (it is closed)',
    description: '404 when the request is not mine; 409 when it is closed already.',
    notFound,
    ok: [{ status: 200, schema: EnvelopeOf(MyRequestSchema) }],
    errors: [401, 404, 409],
    handle: async ({ actor, params }, uses) => envelope({ message: 'MY_REQUEST_WITHDRAWN', data: myRequestJson(await uses.withdrawMyRequest.execute({ user: actor, id: params.id! })) }),
  }),
]);
