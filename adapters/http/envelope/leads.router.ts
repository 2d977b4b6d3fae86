import { clientAddress } from '../client-address.js';
import Router from '@koa/router';
import { ChangeLeadStatus } from '../../../application/leads/change-lead-status.use-case.js';
import { ListLeads } from '../../../application/leads/list-leads.use-case.js';
import { SubmitLead } from '../../../application/leads/submit-lead.use-case.js';
import { DEFAULT_PAGE_SIZE } from '../../../application/shared/list-query.js';
import { LeadTypes } from '../../../domain/leads/lead.js';
import { LeadStatuses } from '../../../domain/leads/lead-status.js';
import { LeadMessages, LeadNotFoundError } from '../../../domain/leads/leads.errors.js';
import { currentUser, type guards } from '../auth-middleware.js';
import { LeadStatusDto, ListLeadsDto, SubmitLeadDto } from '../dto/leads.dto.js';
import { ok, pageMeta } from '../envelope.js';
import { idempotencyKey } from '../idempotency-key.js';
import { isUuid, optionalBoolean, optionalEnum } from '../list-params.js';
import { leadJson } from '../presenters.js';
import { parseBody } from '../validate-dto.js';
import type { Resolved } from '../../typed-binding.js';

export const leadsNeeds = { submitLead: SubmitLead, listLeads: ListLeads, changeLeadStatus: ChangeLeadStatus };

/** Callback requests: anyone submits one; admins list them and move their status (spec section 7). */
export function leadsRouter(uses: Resolved<typeof leadsNeeds>, guard: ReturnType<typeof guards>): Router {
  const router = new Router();

  router.post('/leads', async (ctx) => {
    const key = idempotencyKey(ctx);
    const body = await parseBody(SubmitLeadDto, ctx.request.body);
    const lead = await uses.submitLead.execute({
      firstName: body.first_name,
      lastName: body.last_name,
      mobileNo: body.mobile_no,
      countryCode: body.country_code,
      email: body.email,
      description: body.description,
      type: body.type,
      propertyId: body.property_id,
      clientIp: clientAddress(ctx),
      idempotencyKey: key,
    });
    ok(ctx, { message: LeadMessages.submitted, data: { id: lead.id } }, 201);
  });

  router.post('/leads/list', guard.requireAdmin, async (ctx) => {
    const body = await parseBody(ListLeadsDto, ctx.request.body ?? {});
    const limit = body.limit ?? DEFAULT_PAGE_SIZE;
    const page = body.page ?? 1;
    const filter = body.filter ?? {};
    const hasProperty = filter.has_property;
    const result = await uses.listLeads.execute({
      filter: {
        type: optionalEnum(filter.type, LeadTypes, 'type'),
        status: optionalEnum(filter.status, LeadStatuses, 'status'),
        hasProperty: optionalBoolean(hasProperty, 'has_property'),
      },
      search: body.search,
      sort: { field: 'createdAt', order: 'DESC' },
      offset: (page - 1) * limit,
      limit,
    });
    ok(ctx, { data: result.items.map(leadJson), meta: pageMeta(page, limit, result.total) });
  });

  router.patch('/leads/:id/status', guard.requireAdmin, async (ctx) => {
    if (!isUuid(ctx.params.id!)) throw new LeadNotFoundError();
    const body = await parseBody(LeadStatusDto, ctx.request.body);
    const lead = await uses.changeLeadStatus.execute({ leadId: ctx.params.id!, status: body.status, by: currentUser(ctx) });
    ok(ctx, { message: LeadMessages.statusUpdated, data: leadJson(lead) });
  });

  return router;
}
