import Router from '@koa/router';
import { UseReconfirmLink } from '../../../application/properties/use-reconfirm-link.use-case.js';
import { ViewReconfirmLink } from '../../../application/properties/view-reconfirm-link.use-case.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import type { ReconfirmLinkState } from '../../../domain/properties/reconfirm-link.js';
import { ReconfirmLinkConflictError, ReconfirmLinkMessages } from '../../../domain/properties/reconfirm-link.errors.js';
import type { ReconfirmLink } from '../contract/wire/reconfirm-links.js';
import { ok } from '../envelope.js';
import { writeDomainError } from '../error-middleware.js';
import type { Resolved } from '../../typed-binding.js';
import { noStoreNoReferrer } from '../server-page.js';

export const reconfirmLinksNeeds = { viewReconfirmLink: ViewReconfirmLink, useReconfirmLink: UseReconfirmLink, clock: Clock };

/** A link and its listing as the API answers them (the page, adapters/http/reconfirm-page/, shows the same). */
export function reconfirmLinkJson(state: ReconfirmLinkState, linkState: ReconfirmLink['state'], now: Date): ReconfirmLink {
  const { link, property } = state;
  return {
    state: linkState,
    language: state.language,
    expires_at: link.expiresAt.toISOString(),
    used_at: link.usedAt?.toISOString() ?? null,
    used_action: link.usedAction,
    listing: {
      id: property.id,
      title: property.title,
      locality: property.locality,
      city: property.city,
      status: property.status,
      listed_until: property.listedUntil?.toISOString() ?? null,
      in_search: property.isPublic(now),
    },
  };
}

/**
 * The owner's one-tap link from the reminder SMS, without signing in (the token in the path is the credential).
 * GET only reads (SMS apps and chat previews fetch links by themselves); POST acts once.
 */
export function reconfirmLinksRouter(uses: Resolved<typeof reconfirmLinksNeeds>): Router {
  const router = new Router();

  router.get('/reconfirm-links/:token', async (ctx) => {
    noStoreNoReferrer(ctx); // never stored by a cache, nor the link passed on to another site
    const view = await uses.viewReconfirmLink.execute(ctx.params.token);
    ok(ctx, { message: ReconfirmLinkMessages.open, data: reconfirmLinkJson(view, view.state, uses.clock.now()) });
  });

  router.post('/reconfirm-links/:token', async (ctx) => {
    noStoreNoReferrer(ctx); // never stored by a cache, nor the link passed on to another site
    const body = (ctx.request.body ?? {}) as { action?: unknown };
    try {
      const done = await uses.useReconfirmLink.execute({ token: ctx.params.token, action: body.action });
      const message = done.link.usedAction === 'reconfirm' ? ReconfirmLinkMessages.reconfirmed : ReconfirmLinkMessages.markedRented;
      ok(ctx, { message, data: reconfirmLinkJson(done, 'USED', uses.clock.now()) });
    } catch (error) {
      // Used already, or its window over: 409 with the listing as it is now, so the answer can show it.
      if (error instanceof ReconfirmLinkConflictError) {
        writeDomainError(ctx, error, { data: reconfirmLinkJson(error.state, error.reason, uses.clock.now()) });
        return;
      }
      throw error;
    }
  });

  return router;
}
