import { clientAddress } from '../client-address.js';
import Router from '@koa/router';
import { PropertyRequestMessages, RaisePropertyRequest } from '../../../application/property-requests/raise-property-request.use-case.js';
import { maybeUser, type guards } from '../auth-middleware.js';
import { ok } from '../envelope.js';
import type { Resolved } from '../../typed-binding.js';

export const propertyRequestsNeeds = { raisePropertyRequest: RaisePropertyRequest };

/** "Tell us what you need": a tenant's request for a home the listings do not show. No sign-in needed. */
export function propertyRequestsRouter(uses: Resolved<typeof propertyRequestsNeeds>, guard: ReturnType<typeof guards>): Router {
  const router = new Router();
  router.post('/property-requests', guard.optionalUser, async (ctx) => {
    const body = ctx.request.body && typeof ctx.request.body === 'object' && !Array.isArray(ctx.request.body) ? (ctx.request.body as Record<string, unknown>) : {};
    const request = await uses.raisePropertyRequest.execute(body, { user: maybeUser(ctx), clientIp: clientAddress(ctx) });
    ok(ctx, { message: PropertyRequestMessages.submitted, data: { id: request.id } }, 201);
  });
  return router;
}
