import Router from '@koa/router';
import { ChangeLeadStatus } from '../../../application/leads/change-lead-status.use-case.js';
import { GetLead } from '../../../application/leads/get-lead.use-case.js';
import { ListLeads } from '../../../application/leads/list-leads.use-case.js';
import type { LeadSortField } from '../../../application/leads/ports/lead.repository.port.js';
import { SubmitLead } from '../../../application/leads/submit-lead.use-case.js';
import { LeadTypes } from '../../../domain/leads/lead.js';
import { LeadStatuses } from '../../../domain/leads/lead-status.js';
import { LeadNotFoundError } from '../../../domain/leads/leads.errors.js';
import type { Resolved } from '../../typed-binding.js';
import { currentUser } from '../auth-middleware.js';
import { LeadStatusDto, SubmitLeadDto } from '../dto/leads.dto.js';
import { optionalEnum } from '../list-params.js';
import { leadJson } from '../presenters.js';
import { parseBody } from '../validate-dto.js';
import { simpleRestResource } from './resource.js';

const SORTABLE: Record<string, LeadSortField> = {
  created_at: 'createdAt',
  updated_at: 'updatedAt',
  status: 'status',
  first_name: 'firstName',
};

export const consoleLeadsNeeds = { getLead: GetLead, listLeads: ListLeads, changeLeadStatus: ChangeLeadStatus, submitLead: SubmitLead };

/**
 * The console's `leads` (every callback request) and `queries` (those without a property) in the
 * ra-data-simple-rest dialect, over the same use cases as the spec's endpoints. Admin only (guarded on the mount).
 */
export function consoleLeadsRouter({ getLead, listLeads, changeLeadStatus, submitLead }: Resolved<typeof consoleLeadsNeeds>): Router {
  const router = new Router();

  for (const resource of ['leads', 'queries'] as const) {
    const onlyQueries = resource === 'queries';
    const load = async (id: string) => {
      const lead = await getLead.execute(id);
      if (onlyQueries && lead.propertyId !== null) throw new LeadNotFoundError();
      return lead;
    };

    simpleRestResource(router, resource, {
      notFound: () => new LeadNotFoundError(),
      list: {
        sortable: SORTABLE,
        defaultSort: 'createdAt',
        filter: (filter) => ({
          type: optionalEnum(filter.type, LeadTypes, 'type'),
          status: optionalEnum(filter.status, LeadStatuses, 'status'),
          hasProperty: onlyQueries ? false : undefined,
        }),
        read: (query) => listLeads.execute(query),
        row: () => leadJson,
      },
      get: async (_ctx, id) => leadJson(await load(id)),
      // Only the status is editable: a callback request is what the person asked for.
      update: async (ctx, id) => {
        const lead = await load(id);
        const body = await parseBody(LeadStatusDto, ctx.request.body);
        if (body.status === lead.status) return leadJson(lead);
        return leadJson(await changeLeadStatus.execute({ leadId: lead.id, status: body.status, by: currentUser(ctx) }));
      },
      // An admin may log a callback request taken over the phone.
      create: async (ctx) => {
        const body = await parseBody(SubmitLeadDto, onlyQueries ? withQueryType(ctx.request.body) : ctx.request.body);
        const lead = await submitLead.execute({
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
    });
  }

  return router;
}

/** A query logged without a type is a TENANT's (read before the DTO, which requires a type). */
function withQueryType(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  return fields.type === undefined || fields.type === null ? { ...fields, type: 'TENANT' } : body;
}
