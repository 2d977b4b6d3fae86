import { isPastReplyPromise } from '../../../domain/customer-service/my-request.js';
import type { Lead } from '../../../domain/leads/lead.js';
import type * as Wire from '../contract/wire/index.js';

/** A callback request as both dialects answer it. */
export function leadJson(lead: Lead): Wire.Lead {
  return {
    id: lead.id,
    first_name: lead.firstName,
    last_name: lead.lastName,
    mobile_no: lead.mobileNo,
    email: lead.email,
    description: lead.description,
    type: lead.type,
    property_id: lead.propertyId,
    status: lead.status,
    next_statuses: [...lead.nextStatuses],
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
    status_changed_at: lead.statusChangedAt?.toISOString() ?? null,
    visit_id: lead.visitId,
    priority: lead.priority,
  };
}

/** A callback request as the console shows it: marked when it is still NEW past the 48-hour reply promise at `now`. */
export function consoleLeadJson(lead: Lead, now: Date): Wire.Lead {
  return { ...leadJson(lead), past_reply_promise: isPastReplyPromise(lead.createdAt, lead.status === 'NEW', now) };
}
