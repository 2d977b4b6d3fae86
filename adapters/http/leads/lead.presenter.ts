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
