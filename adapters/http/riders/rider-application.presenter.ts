import type { RiderApplication } from '../../../domain/riders/rider-application.js';
import type * as Wire from '../contract/wire/index.js';

/** A rider application; the ID number is masked unless an admin reads it. */
export function riderApplicationJson(a: RiderApplication, options: { admin: boolean }): Wire.RiderApplication {
  return {
    id: a.id,
    user_id: a.userId,
    first_name: a.firstName,
    last_name: a.lastName,
    mobile_no: a.mobileNo,
    city: a.city,
    localities: a.localities,
    has_vehicle: a.hasVehicle,
    availability: { days: a.availability.days, from_hour: a.availability.fromHour, to_hour: a.availability.toHour },
    id_document_type: a.idDocumentType,
    id_document_number_masked: a.maskedIdNumber,
    ...(options.admin ? { id_document_number: a.idDocumentNumber } : {}),
    status: a.status,
    review_reason: a.reviewReason,
    reviewed_at: a.reviewedAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

