import Router from '@koa/router';
import type { Context } from 'koa';
import type { Container } from 'inversify';
import { ChangeLeadStatus } from '../../../application/leads/change-lead-status.use-case.js';
import { GetLead, ListLeads } from '../../../application/leads/list-leads.use-case.js';
import type { LeadSortField } from '../../../application/leads/ports/lead.repository.port.js';
import { SubmitLead } from '../../../application/leads/submit-lead.use-case.js';
import { LeadTypes } from '../../../domain/leads/lead.js';
import { LeadStatuses } from '../../../domain/leads/lead-status.js';
import { LeadNotFoundError } from '../../../domain/leads/leads.errors.js';
import { currentUser } from '../auth-middleware.js';
import { LeadStatusDto, SubmitLeadDto } from '../dto/leads.dto.js';
import { isUuid, optionalEnum, parseSimpleRestQuery, setContentRange } from '../list-params.js';
import { leadJson } from '../presenters.js';
import { parseBody } from '../validate-dto.js';

const SORTABLE: Record<string, LeadSortField> = {
  created_at: 'createdAt',
  updated_at: 'updatedAt',
  status: 'status',
  first_name: 'firstName',
};

/**
 * The console's `leads` (every callback request) and `queries` (those without a property) in the
 * ra-data-simple-rest dialect, over the same use cases as the spec's endpoints. Admin only (the guard
 * is applied by the caller).
 */
export function consoleLeadsRouter(container: Container): Router {
  const router = new Router();

  for (const resource of ['leads', 'queries'] as const) {
    const onlyQueries = resource === 'queries';
    const load = async (ctx: Context) => {
      const id = ctx.params.id!;
      if (!isUuid(id)) throw new LeadNotFoundError();
      const lead = await container.get(GetLead).execute(id);
      if (onlyQueries && lead.propertyId !== null) throw new LeadNotFoundError();
      return lead;
    };

    router.get(`/admin/${resource}`, async (ctx) => {
      const query = parseSimpleRestQuery(ctx, SORTABLE, 'createdAt');
      const result = await container.get(ListLeads).execute({
        filter: {
          type: optionalEnum(query.filter.type, LeadTypes, 'type'),
          status: optionalEnum(query.filter.status, LeadStatuses, 'status'),
          hasProperty: onlyQueries ? false : undefined,
        },
        search: typeof query.filter.q === 'string' ? query.filter.q : undefined,
        sort: query.sort,
        offset: query.offset,
        limit: query.limit,
      });
      setContentRange(ctx, resource, query.offset, result.items.length, result.total);
      ctx.body = result.items.map(leadJson);
    });

    router.get(`/admin/${resource}/:id`, async (ctx) => {
      ctx.body = leadJson(await load(ctx));
    });

    // Only the status is editable: a callback request is what the person asked for.
    router.put(`/admin/${resource}/:id`, async (ctx) => {
      const lead = await load(ctx);
      const body = await parseBody(LeadStatusDto, ctx.request.body);
      if (body.status === lead.status) {
        ctx.body = leadJson(lead);
        return;
      }
      ctx.body = leadJson(await container.get(ChangeLeadStatus).execute({ leadId: lead.id, status: body.status, by: currentUser(ctx) }));
    });

    // An admin may log a callback request taken over the phone.
    router.post(`/admin/${resource}`, async (ctx) => {
      const body = await parseBody(SubmitLeadDto, ctx.request.body);
      const lead = await container.get(SubmitLead).execute({
        firstName: body.first_name,
        lastName: body.last_name,
        mobileNo: body.mobile_no,
        email: body.email,
        description: body.description,
        type: body.type ?? (onlyQueries ? 'TENANT' : undefined),
        propertyId: body.property_id,
        clientIp: null,
      });
      ctx.status = 201;
      ctx.body = leadJson(lead);
    });
  }

  return router;
}
