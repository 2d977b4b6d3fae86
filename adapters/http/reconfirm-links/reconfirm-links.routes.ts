import { Type } from '@sinclair/typebox';
import type { Context, Next } from 'koa';
import { UseReconfirmLink } from '../../../application/properties/use-reconfirm-link.use-case.js';
import { ViewReconfirmLink } from '../../../application/properties/view-reconfirm-link.use-case.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { ReconfirmLinkConflictError, ReconfirmLinkMessages } from '../../../domain/properties/reconfirm-link.errors.js';
import { EnvelopeOf } from '../contract/wire/index.js';
import { ReconfirmLinkConflictSchema, ReconfirmLinkSchema } from '../contract/wire/reconfirm-links.js';
import { envelope } from '../envelope.js';
import { errorBody, STATUS_BY_KIND } from '../error-middleware.js';
import { noStoreNoReferrer } from '../server-page.js';
import { Answer, declareRoutes } from '../shared/route.js';
import { reconfirmLinkJson } from './reconfirm-link.presenter.js';
import { ReconfirmLinkDto } from './reconfirm-links.dto.js';

export const reconfirmLinksNeeds = { viewReconfirmLink: ViewReconfirmLink, useReconfirmLink: UseReconfirmLink, clock: Clock };

/** Every answer, refusals too: never stored by a cache, nor the link passed on to another site. */
async function privateAnswer(ctx: Context, next: Next) {
  noStoreNoReferrer(ctx);
  await next();
}

/** The token in the path is the credential (128 random bits, only its keyed hash stored). */
const LINK_TOKEN = { token: Type.String({ pattern: '^[A-Za-z0-9_-]+$', maxLength: 64, description: 'The token of the link in the SMS (22 URL-safe characters)' }) };

/**
 * The owner's one-tap link from the reminder SMS, without signing in. GET only reads (SMS apps and chat previews
 * fetch links by themselves); POST acts once.
 */
export const reconfirmLinksRoutes = declareRoutes(reconfirmLinksNeeds, { tag: 'Reconfirmation links', dialect: 'envelope' }, (route) => [
  route({
    method: 'GET',
    path: '/reconfirm-links/:token',
    access: 'public',
    summary: 'A reminder link: the listing (title, locality, until when it shows) and whether the link may still act (changes nothing)',
    params: LINK_TOKEN,
    before: [privateAnswer],
    ok: [{ status: 200, schema: EnvelopeOf(ReconfirmLinkSchema) }],
    errors: [403, 404, 410],
    handle: async ({ params }, uses) => {
      const view = await uses.viewReconfirmLink.execute(params.token);
      return envelope({ message: ReconfirmLinkMessages.open, data: reconfirmLinkJson(view, view.state, uses.clock.now()) });
    },
  }),
  route({
    method: 'POST',
    path: '/reconfirm-links/:token',
    access: 'public',
    summary: 'Use a reminder link once: `reconfirm` (another 30 days in search) or `mark_rented`',
    description: '404 unknown or altered token, 410 expired, 403 the owner is blocked, 409 used already or its window over (`data`: the listing as it is now).',
    params: LINK_TOKEN,
    body: ReconfirmLinkDto,
    before: [privateAnswer],
    ok: [{ status: 200, schema: EnvelopeOf(ReconfirmLinkSchema) }],
    errors: [403, 404, 409, 410],
    errorSchemas: { 409: { contentType: 'application/json', schema: ReconfirmLinkConflictSchema } },
    handle: async ({ params, body }, uses) => {
      try {
        const done = await uses.useReconfirmLink.execute({ token: params.token, action: body.action });
        const message = done.link.usedAction === 'reconfirm' ? ReconfirmLinkMessages.reconfirmed : ReconfirmLinkMessages.markedRented;
        return envelope({ message, data: reconfirmLinkJson(done, 'USED', uses.clock.now()) });
      } catch (error) {
        // Used already, or its window over: 409 with the listing as it is now, so the answer can show it.
        if (!(error instanceof ReconfirmLinkConflictError)) throw error;
        return new Answer(STATUS_BY_KIND[error.kind], errorBody(error, { data: reconfirmLinkJson(error.state, error.reason, uses.clock.now()) }));
      }
    },
  }),
]);
