import { isPastReplyPromise } from '../../../domain/customer-service/my-request.js';
import type { PropertyRequest } from '../../../domain/property-requests/property-request.js';
import type * as Wire from '../contract/wire/index.js';

export function propertyRequestJson(r: PropertyRequest): Wire.PropertyRequest {
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    mobile_no: r.mobileNo,
    email: r.email,
    city: r.city,
    locality: r.locality,
    bhk: r.bhk,
    budget: r.budget,
    move_in_date: r.moveInDate,
    notes: r.notes,
    status: r.status,
    next_statuses: [...r.nextStatuses],
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    status_changed_at: r.statusChangedAt?.toISOString() ?? null,
  };
}

/** A property request as the console shows it: marked when it is still NEW past the 48-hour reply promise at `now`. */
export function consolePropertyRequestJson(r: PropertyRequest, now: Date): Wire.PropertyRequest {
  return { ...propertyRequestJson(r), past_reply_promise: isPastReplyPromise(r.createdAt, r.status === 'NEW', now) };
}
