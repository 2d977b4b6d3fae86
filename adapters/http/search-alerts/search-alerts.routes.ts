import { Type } from '@sinclair/typebox';
import { ChangeSearchAlertStatus } from '../../../application/search-alerts/change-search-alert-status.use-case.js';
import { CreateSearchAlert } from '../../../application/search-alerts/create-search-alert.use-case.js';
import { DeleteSearchAlert } from '../../../application/search-alerts/delete-search-alert.use-case.js';
import { ListMySearchAlerts } from '../../../application/search-alerts/list-my-search-alerts.use-case.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { EnvelopeOf, NoDataSchema, SearchAlertSchema } from '../contract/wire/index.js';
import { envelope } from '../envelope.js';
import { declareRoutes } from '../shared/route.js';
import { searchAlertJson } from './search-alert.presenter.js';
import { SearchAlertDto, searchCriteria, SearchAlertStatusDto } from './search-alerts.dto.js';

export const searchAlertsNeeds = {
  createSearchAlert: CreateSearchAlert,
  listMySearchAlerts: ListMySearchAlerts,
  deleteSearchAlert: DeleteSearchAlert,
  changeSearchAlertStatus: ChangeSearchAlertStatus,
};

const notFound = () => new NotFoundError('ALERT_NOT_FOUND');

/**
 * "Get SMS alerts for this search" and the person's alerts (profile). Signed in only: the texts go to the number
 * the person signed in with. A sixth alert or the same search twice is a 409 with the message to show.
 */
export const searchAlertsRoutes = declareRoutes(searchAlertsNeeds, { tag: 'Search alerts', dialect: 'envelope' }, (route) => [
  route({
    method: 'POST',
    path: '/search-alerts',
    access: 'signed-in',
    summary: "Save the listing page's search (city and filters) as an SMS alert",
    description: '409 when the person keeps 5 alerts already (active or stopped), has one for the same search, or has no mobile number.',
    body: SearchAlertDto,
    bodyRequired: false,
    ok: [{ status: 201, schema: EnvelopeOf(SearchAlertSchema) }],
    errors: [409],
    handle: async ({ body, actor }, uses) => {
      const alert = await uses.createSearchAlert.execute({ actor, criteria: searchCriteria(body) });
      return envelope({ message: 'SEARCH_ALERT_SAVED', data: searchAlertJson(alert) });
    },
  }),
  route({
    method: 'GET',
    path: '/search-alerts',
    access: 'signed-in',
    summary: 'My search alerts, newest first',
    ok: [{ status: 200, schema: EnvelopeOf(Type.Array(SearchAlertSchema)) }],
    handle: async ({ actor }, uses) => envelope({ data: (await uses.listMySearchAlerts.execute({ actor })).map(searchAlertJson) }),
  }),
  route({
    method: 'PATCH',
    path: '/search-alerts/:id',
    access: 'signed-in',
    summary: 'Stop or resume one of my search alerts',
    body: SearchAlertStatusDto,
    bodyRequired: false,
    notFound,
    ok: [{ status: 200, schema: EnvelopeOf(SearchAlertSchema) }],
    errors: [404, 409],
    handle: async ({ body, params, actor }, uses) => {
      const alert = await uses.changeSearchAlertStatus.execute({ actor, alertId: params.id!, status: body.status });
      return envelope({ message: alert.isActive ? 'SEARCH_ALERT_RESUMED' : 'SEARCH_ALERT_STOPPED', data: searchAlertJson(alert) });
    },
  }),
  route({
    method: 'DELETE',
    path: '/search-alerts/:id',
    access: 'signed-in',
    summary: 'Delete one of my search alerts',
    notFound,
    ok: [{ status: 200, schema: EnvelopeOf(NoDataSchema) }],
    errors: [404],
    handle: async ({ params, actor }, uses) => {
      await uses.deleteSearchAlert.execute({ actor, alertId: params.id! });
      return envelope({ message: 'SEARCH_ALERT_DELETED', data: null });
    },
  }),
]);
