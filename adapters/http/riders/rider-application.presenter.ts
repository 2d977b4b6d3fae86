import type { RevealedIdNumber } from '../../../application/riders/reveal-rider-id-number.use-case.js';
import type { RiderApplication } from '../../../domain/riders/rider-application.js';
import type * as Wire from '../contract/wire/index.js';

/**
 * A rider application; its ID number always masked (`•••• 1234`): an admin reads the whole one only by asking
 * (POST admin/rider-applications/{id}/id-number, recorded). Admins' answers say which other people's applications
 * carry the same Aadhaar, when the review page has looked (`sameIdNumberAs`).
 */
export function riderApplicationJson(a: RiderApplication, options: { admin: boolean; sameIdNumberAs?: string[] }): Wire.RiderApplication {
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
    id_document_number_kept_whole: a.keepsWholeIdNumber,
    ...(options.admin && options.sameIdNumberAs ? { same_id_number_as: options.sameIdNumberAs } : {}),
    status: a.status,
    review_reason: a.reviewReason,
    reviewed_at: a.reviewedAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}


/** The answer to an admin who asked for an application's ID number (the whole number is null for Aadhaar: not kept). */
export function riderIdNumberJson(revealed: RevealedIdNumber): Wire.RiderIdNumber {
  return { id_document_type: revealed.idDocumentType, id_document_number: revealed.number, last4: revealed.last4 };
}
