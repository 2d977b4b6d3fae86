import Router from '@koa/router';
import type { Context } from 'koa';
import { ChangeSearchAlertStatus } from '../../../application/search-alerts/change-search-alert-status.use-case.js';
import { CreateSearchAlert } from '../../../application/search-alerts/create-search-alert.use-case.js';
import { DeleteSearchAlert } from '../../../application/search-alerts/delete-search-alert.use-case.js';
import { ListMySearchAlerts } from '../../../application/search-alerts/list-my-search-alerts.use-case.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { SearchAlertMessages } from '../../../domain/search-alerts/search-alert.js';
import { currentUser, type guards } from '../auth-middleware.js';
import { ok } from '../envelope.js';
import { isUuid, objectBody } from '../list-params.js';
import { searchAlertJson } from '../search-alert-presenters.js';
import type { Resolved } from '../../typed-binding.js';

export const searchAlertsNeeds = {
  createSearchAlert: CreateSearchAlert,
  listMySearchAlerts: ListMySearchAlerts,
  deleteSearchAlert: DeleteSearchAlert,
  changeSearchAlertStatus: ChangeSearchAlertStatus,
};

/**
 * "Get SMS alerts for this search" and the person's alerts (profile). Signed in only: the texts go to the number
 * the person signed in with. A sixth alert or the same search twice is a 409 with the message to show.
 */
export function searchAlertsRouter(uses: Resolved<typeof searchAlertsNeeds>, guard: ReturnType<typeof guards>): Router {
  const router = new Router();
  const alertId = (ctx: Context) => {
    if (!isUuid(ctx.params.id!)) throw new NotFoundError(SearchAlertMessages.notFound);
    return ctx.params.id!;
  };

  router.post('/search-alerts', guard.requireUser(), async (ctx) => {
    const alert = await uses.createSearchAlert.execute({ actor: currentUser(ctx), criteria: objectBody(ctx) });
    ok(ctx, { message: SearchAlertMessages.saved, data: searchAlertJson(alert) }, 201);
  });

  router.get('/search-alerts', guard.requireUser(), async (ctx) => {
    const alerts = await uses.listMySearchAlerts.execute({ actor: currentUser(ctx) });
    ok(ctx, { data: alerts.map(searchAlertJson) });
  });

  router.patch('/search-alerts/:id', guard.requireUser(), async (ctx) => {
    const alert = await uses.changeSearchAlertStatus.execute({ actor: currentUser(ctx), alertId: alertId(ctx), status: objectBody(ctx).status });
    ok(ctx, { message: alert.isActive ? SearchAlertMessages.resumed : SearchAlertMessages.stopped, data: searchAlertJson(alert) });
  });

  router.delete('/search-alerts/:id', guard.requireUser(), async (ctx) => {
    await uses.deleteSearchAlert.execute({ actor: currentUser(ctx), alertId: alertId(ctx) });
    ok(ctx, { message: SearchAlertMessages.deleted, data: null });
  });

  return router;
}
