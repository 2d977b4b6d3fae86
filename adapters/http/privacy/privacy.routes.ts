import { ErasePerson } from '../../../application/privacy/erase-person.use-case.js';
import { ExportMyData } from '../../../application/privacy/export-my-data.use-case.js';
import { ErasureRepository } from '../../../application/privacy/ports/erasure.repository.port.js';
import type { Erasure } from '../../../domain/privacy/erasure.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { MediaLinks } from '../../storage/media-links.js';
import type { AuthState } from '../auth-middleware.js';
import { EnvelopeOf, ErasureSchema, MyDataSchema } from '../contract/wire/index.js';
import { envelope } from '../envelope.js';
import { declareRoutes } from '../shared/route.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { EraseDto } from './privacy.dto.js';
import { erasureJson, myDataJson } from './privacy.presenter.js';

export const privacyNeeds = { exportMyData: ExportMyData, erasePerson: ErasePerson, mediaLinks: MediaLinks };

/** The signed-in person's rights over their data: a copy of all of it (a JSON download), and erasure. */
export const privacyRoutes = declareRoutes(privacyNeeds, { tag: 'Users', dialect: 'envelope' }, (route) => [
  route({
    method: 'GET',
    path: '/users/me/data',
    access: 'signed-in',
    summary: 'Everything held about me, as a JSON download (Content-Disposition: attachment)',
    ok: [{ status: 200, schema: MyDataSchema }],
    handle: async ({ actor, ctx }, uses) => {
      const data = await uses.exportMyData.execute(actor);
      ctx.set('Content-Disposition', `attachment; filename="my-data-${data.generatedAt.toISOString().slice(0, 10)}.json"`);
      ctx.set('Cache-Control', 'no-store');
      return myDataJson(data, uses.mediaLinks);
    },
  }),
  route({
    method: 'DELETE',
    path: '/users/me',
    access: 'signed-in',
    summary: 'Erase my account and personal data (needs a sign-in from the last 10 minutes: 403 ERASURE_SIGN_IN_AGAIN otherwise)',
    ok: [{ status: 200, schema: EnvelopeOf(ErasureSchema) }],
    errors: [403, 409],
    handle: async ({ actor, ctx }, uses) => {
      const session = (ctx.state as AuthState).principal?.session;
      const erasure = await uses.erasePerson.execute({ actor, userId: actor.id, signedInAt: session?.createdAt });
      return envelope({ message: 'ERASURE_DONE', data: erasureJson(erasure) });
    },
  }),
]);

export const consolePrivacyNeeds = { erasePerson: ErasePerson, erasures: ErasureRepository };

/** The console: erase a person on their request (admin only, with a reason; audited), and the erasures made. */
export const consolePrivacyRoutes = declareRoutes(consolePrivacyNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) => [
  route(
    gridRoute('erasures', 'Erasures made (counts only: nothing about the person)', ErasureSchema, (uses): ResourceList<Record<string, never>, 'createdAt', Erasure> => ({
      sortable: { created_at: 'createdAt' },
      defaultSort: 'createdAt',
      filter: () => ({}),
      read: (query) => uses.erasures.list(query),
      row: () => erasureJson,
    })),
  ),
  route({
    method: 'POST',
    path: '/admin/users/:id/erase',
    access: ['ADMIN'],
    summary: 'Erase a person on their request (a reason is required; admins cannot be erased)',
    body: EraseDto,
    bodyRequired: false,
    notFound: () => new NotFoundError('USER_NOT_FOUND'),
    ok: [{ status: 200, schema: ErasureSchema }],
    errors: [400, 403, 404, 409],
    handle: async ({ actor, params, body }, uses) => erasureJson(await uses.erasePerson.execute({ actor, userId: params.id!, reason: body.reason })),
  }),
]);
