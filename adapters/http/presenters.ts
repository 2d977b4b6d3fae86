import type { Lead } from '../../domain/leads/lead.js';
import type { User } from '../../domain/users/user.js';

/** JSON shapes of the API (snake_case, as the spec's fields). */
export function userJson(user: User) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    primary_role: user.primaryRole,
    secondary_role: user.secondaryRole,
    mobile_no: user.mobileNo,
    email: user.email,
    status: user.status,
    created_at: user.createdAt.toISOString(),
  };
}

export function leadJson(lead: Lead) {
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
    next_statuses: lead.nextStatuses,
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
    status_changed_at: lead.statusChangedAt?.toISOString() ?? null,
  };
}
