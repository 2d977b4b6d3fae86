import { GetRequestHistory } from '../../../application/customer-service/get-request-history.use-case.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import type { Context, Next } from 'koa';
import { ChangeLeadStatus } from '../../../application/leads/change-lead-status.use-case.js';
import { GetLead } from '../../../application/leads/get-lead.use-case.js';
import { ListLeads } from '../../../application/leads/list-leads.use-case.js';
import type { LeadListFilter, LeadSortField } from '../../../application/leads/ports/lead.repository.port.js';
import { SubmitLead } from '../../../application/leads/submit-lead.use-case.js';
import type { Lead } from '../../../domain/leads/lead.js';
import { LeadStatuses } from '../../../domain/leads/lead-status.js';
import { LeadTypes } from '../../../domain/leads/lead-type.js';
import { LeadNotFoundError } from '../../../domain/leads/leads.errors.js';
import { clientAddress } from '../client-address.js';
import { CreatedIdSchema, EnvelopeOf, LeadSchema, PagedEnvelopeOf, RequestHistoryLineSchema } from '../contract/wire/index.js';
import { historyLineJson } from '../my-requests/my-request.presenter.js';
import { Type } from '@sinclair/typebox';
import { envelope } from '../envelope.js';
import { optionalBoolean, optionalEnum } from '../list-params.js';
import { envelopePage } from '../shared/paging.js';
import { declareRoutes } from '../shared/route.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { consoleLeadJson, leadJson } from './lead.presenter.js';
import { LeadStatusDto, ListLeadsDto, SubmitLeadDto } from './leads.dto.js';

export const leadsNeeds = { submitLead: SubmitLead, listLeads: ListLeads, changeLeadStatus: ChangeLeadStatus };

const notFound = () => new LeadNotFoundError();

/** Callback requests: anyone submits one; admins list them and move their status (spec section 7). */
export const leadsRoutes = declareRoutes(leadsNeeds, { tag: 'Leads', dialect: 'envelope' }, (route) => [
  route({
    method: 'POST',
    path: '/leads',
    access: 'public',
    signIn: 'optional',
    summary: 'Submit a callback request (signed in: it is the person\'s, on "My requests")',
    body: SubmitLeadDto,
    idempotencyKey: true,
    ok: [{ status: 201, schema: EnvelopeOf(CreatedIdSchema) }],
    errors: [401, 404, 409, 429],
    handle: async ({ body, ctx, idempotencyKey, actor }, uses) => {
      const lead = await uses.submitLead.execute({
        userId: actor?.id ?? null,
        firstName: body.first_name,
        lastName: body.last_name,
        mobileNo: body.mobile_no,
        countryCode: body.country_code,
        email: body.email,
        description: body.description,
        type: body.type,
        propertyId: body.property_id,
        clientIp: clientAddress(ctx),
        idempotencyKey,
      });
      return envelope({ message: 'LEAD_SUBMITTED', data: { id: lead.id } });
    },
  }),
  route({
    method: 'POST',
    path: '/leads/list',
    access: ['ADMIN'],
    summary: 'List callback requests (newest first; `sort: "late_first"` puts those past the 48-hour reply promise first)',
    body: ListLeadsDto,
    bodyRequired: false,
    ok: [{ status: 200, schema: PagedEnvelopeOf(LeadSchema) }],
    handle: ({ body, actor }, uses) => {
      const filter = body.filter ?? {};
      const read = (offset: number, limit: number) =>
        uses.listLeads.execute({
          filter: {
            type: optionalEnum(filter.type, LeadTypes, 'type'),
            status: optionalEnum(filter.status, LeadStatuses, 'status'),
            hasProperty: optionalBoolean(filter.has_property, 'has_property'),
          },
          search: body.search,
          sort: body.sort === 'late_first' ? { field: 'lateFirst', order: 'ASC' } : { field: 'createdAt', order: 'DESC' },
          offset,
          limit,
        }, { actor, resource: 'leads/list' });
      return envelopePage(body, read, () => leadJson);
    },
  }),
  route({
    method: 'PATCH',
    path: '/leads/:id/status',
    access: ['ADMIN'],
    summary: "Move a callback request's status",
    body: LeadStatusDto,
    notFound,
    ok: [{ status: 200, schema: EnvelopeOf(LeadSchema) }],
    errors: [404, 409],
    handle: async ({ body, params, actor }, uses) => {
      const lead = await uses.changeLeadStatus.execute({ leadId: params.id!, status: body.status, by: actor });
      return envelope({ message: 'LEAD_STATUS_UPDATED', data: leadJson(lead) });
    },
  }),
]);

/** `late_first`: those past the reply promise first, then the queue's order (the console's default). */
const SORTABLE: Record<string, LeadSortField> = { created_at: 'createdAt', updated_at: 'updatedAt', status: 'status', first_name: 'firstName', priority: 'priority', late_first: 'lateFirst' };

export const consoleLeadsNeeds = { getLead: GetLead, listLeads: ListLeads, changeLeadStatus: ChangeLeadStatus, submitLead: SubmitLead, clock: Clock, getRequestHistory: GetRequestHistory };

/** A query logged without a type is a TENANT's (set before the DTO, which requires a type). */
async function queryTypeByDefault(ctx: Context, next: Next) {
  const body = ctx.request.body as unknown;
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const fields = body as Record<string, unknown>;
    if (fields.type === undefined || fields.type === null) ctx.request.body = { ...fields, type: 'TENANT' };
  }
  await next();
}

/**
 * The console's `leads` (every callback request) and `queries` (those without a property) in the
 * ra-data-simple-rest dialect, over the same use cases as the spec's endpoints. Admin only.
 */
export const consoleLeadsRoutes = declareRoutes(consoleLeadsNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) =>
  (['leads', 'queries'] as const).flatMap((resource) => {
    const onlyQueries = resource === 'queries';
    const load = async (uses: { getLead: GetLead }, id: string): Promise<Lead> => {
      const lead = await uses.getLead.execute(id);
      if (onlyQueries && lead.propertyId !== null) throw new LeadNotFoundError();
      return lead;
    };
    return [
      route(
        gridRoute(resource, `List ${resource}`, LeadSchema, (uses, actor): ResourceList<LeadListFilter, LeadSortField, Lead> => ({
          sortable: SORTABLE,
          // `priority` DESC is the console's queue: a tenant who visited with our rider and wants to rent first, then newest first.
          defaultSort: 'createdAt',
          filter: (filter) => ({
            type: optionalEnum(filter.type, LeadTypes, 'type'),
            status: optionalEnum(filter.status, LeadStatuses, 'status'),
            hasProperty: onlyQueries ? false : undefined,
            fromVisit: onlyQueries ? undefined : optionalBoolean(filter.from_visit, 'from_visit'),
          }),
          read: (query) => uses.listLeads.execute(query, { actor, resource }),
          row: () => {
            const now = uses.clock.now();
            return (lead) => consoleLeadJson(lead, now);
          },
        })),
      ),
      route({
        method: 'GET',
        path: `/admin/${resource}/:id`,
        access: ['ADMIN'],
        summary: `One of ${resource}`,
        notFound,
        ok: [{ status: 200, schema: LeadSchema }],
        errors: [404],
        handle: async ({ params }, uses) => consoleLeadJson(await load(uses, params.id!), uses.clock.now()),
      }),
      // The record page's history: the person's notes and withdrawal among the status moves.
      route({
        method: 'GET',
        path: `/admin/${resource}/:id/history`,
        access: ['ADMIN'],
        summary: `The history of one of ${resource}: status moves, the person's notes and withdrawal, oldest first`,
        notFound,
        ok: [{ status: 200, schema: Type.Array(RequestHistoryLineSchema) }],
        errors: [404],
        handle: async ({ params }, uses) => {
          const lead = await load(uses, params.id!);
          return (await uses.getRequestHistory.execute('CALLBACK', lead.id)).map(historyLineJson);
        },
      }),
      // Only the status is editable: a callback request is what the person asked for.
      route({
        method: 'PUT',
        path: `/admin/${resource}/:id`,
        access: ['ADMIN'],
        summary: `Change the status of one of ${resource}`,
        body: LeadStatusDto,
        notFound,
        ok: [{ status: 200, schema: LeadSchema }],
        errors: [404, 409],
        handle: async ({ params, body, actor }, uses) => {
          const lead = await load(uses, params.id!);
          if (body.status === lead.status) return consoleLeadJson(lead, uses.clock.now());
          return consoleLeadJson(await uses.changeLeadStatus.execute({ leadId: lead.id, status: body.status, by: actor }), uses.clock.now());
        },
      }),
      // An admin may log a callback request taken over the phone.
      route({
        method: 'POST',
        path: `/admin/${resource}`,
        access: ['ADMIN'],
        summary: `Log one of ${resource} taken over the phone`,
        body: SubmitLeadDto,
        before: onlyQueries ? [queryTypeByDefault] : [],
        ok: [{ status: 201, schema: LeadSchema }],
        errors: [404, 409, 429],
        handle: async ({ body }, uses) => {
          const lead = await uses.submitLead.execute({
            firstName: body.first_name,
            lastName: body.last_name,
            mobileNo: body.mobile_no,
            email: body.email,
            description: body.description,
            type: body.type,
            propertyId: body.property_id,
            clientIp: null,
          });
          return leadJson(lead);
        },
      }),
    ];
  }),
);
