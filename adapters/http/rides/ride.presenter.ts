import type { RiderChoice } from '../../../application/rides/find-free-riders.use-case.js';
import { rideDisclosure, type RideView } from '../../../application/rides/ride-views.js';
import { mapLink } from '../../../domain/properties/street-address.js';
import { slotStartLabel } from '../../../domain/rides/slot-rules.js';
import type { VisitDecisionCounts } from '../../../domain/rides/visit-decision.js';
import type { User } from '../../../domain/users/user.js';
import type { MediaLinks } from '../../storage/media-links.js';
import type * as Wire from '../contract/wire/index.js';

/**
 * A ride as `viewer` may see it, field names only: who sees which number is `rideDisclosure`'s decision (the
 * rides views). A check visit has no tenant: its rider sees `purpose: CHECK`, the reasons the listing was reported
 * for and the admin's note.
 */
export function rideJson(view: RideView, viewer: User, now: Date, media: MediaLinks): Wire.Ride {
  const { ride, property, tenant, rider, bookedBy } = view;
  const shown = rideDisclosure(ride, viewer);
  const slot = ride.slot;
  return {
    id: ride.id,
    status: ride.status,
    slot_date: slot.date,
    slot_start: slotStartLabel(slot.hour),
    slot_window: slot.window,
    slot_start_at: ride.slotStartAt.toISOString(),
    slot_end_at: ride.slotEndAt.toISOString(),
    city: ride.city,
    locality: ride.locality,
    purpose: ride.purpose,
    check_reasons: [...ride.checkReasons],
    property: property
      ? {
          id: property.id,
          title: property.title,
          address: property.address,
          locality: property.locality,
          city: property.city,
          pincode: property.pincode,
          rent: property.rent,
          bhk: property.bhk,
          cover_image_url: media.coverFor(property.coverImageUrl, property.isPublic(now)),
          latitude: property.latitude,
          longitude: property.longitude,
          map_url: mapLink(property),
        }
      : null,
    tenant: tenant
      ? {
          id: tenant.id,
          first_name: tenant.firstName,
          ...(shown.tenantInFull ? { last_name: tenant.lastName, mobile_no: tenant.mobileNo } : shown.tenantMobile ? { mobile_no: tenant.mobileNo } : {}),
        }
      : null,
    rider: rider
      ? {
          id: rider.id,
          first_name: rider.firstName,
          last_name: rider.lastName,
          ...(shown.riderMobile ? { mobile_no: rider.mobileNo } : {}),
        }
      : null,
    ...(shown.bookedBy
      ? { booked_by: bookedBy ? { id: bookedBy.id, first_name: bookedBy.firstName, last_name: bookedBy.lastName, mobile_no: bookedBy.mobileNo } : null }
      : {}),
    tenant_note: ride.tenantNote,
    cancel_reason: ride.cancelReason,
    report: ride.report
      ? {
          matched: ride.report.matched,
          differences: ride.report.differences,
          notes: ride.report.notes,
          photos: ride.report.photos.map((photo) => ({
            id: photo.id,
            width: photo.width,
            height: photo.height,
            // Report photos are never public: only the people who see the ride get (signed) links.
            variants: photo.variants.map((v) => ({ width: v.width, height: v.height, url: media.signedUrl(v.key) })),
          })),
        }
      : null,
    history: ride.history.map((event) => ({
      at: event.at,
      by_role: event.byRole,
      by_id: shown.bookedBy ? event.byId : undefined,
      action: event.action,
      from: event.from,
      to: event.to,
      note: event.note,
      ...(event.noteText ? { note_code: event.noteText.code, note_params: event.noteText.params } : {}),
    })),
    allowed_actions: ride.allowedActions(shown.seenAs, now),
    slot_over: ride.isSlotOver(now),
    overdue: ride.isOverdue(now),
    ...(ride.status === 'COMPLETED' && ride.purpose === 'TENANT' && (shown.seenAs.role === 'TENANT' || shown.seenAs.role === 'ADMIN')
      ? {
          decision: {
            answer: ride.decision,
            reason: ride.decisionReason,
            note: ride.decisionNote,
            decided_at: ride.decidedAt?.toISOString() ?? null,
            first_decided_at: ride.firstDecidedAt?.toISOString() ?? null,
            open_until: ride.decisionOpenUntil!.toISOString(),
            can_answer: ride.canDecide(shown.seenAs, now),
          },
        }
      : {}),
    created_at: ride.createdAt.toISOString(),
    updated_at: ride.updatedAt.toISOString(),
  };
}

/** An owner's listing's visits and answers, counts only. */
export function decisionCountsJson(counts: VisitDecisionCounts): Wire.VisitDecisionCounts {
  return { property_id: counts.propertyId, visited: counts.visited, interested: counts.interested, not_interested: counts.notInterested, reasons: { ...counts.reasons } };
}

/** One rider in the assignment picker (`free-riders`): free ones first, as the use case ordered them. */
export function freeRiderJson(choice: RiderChoice): Wire.FreeRider {
  return {
    id: choice.rider.id,
    first_name: choice.rider.firstName,
    last_name: choice.rider.lastName,
    mobile_no: choice.rider.mobileNo,
    city: choice.rider.city,
    localities: choice.profile?.localities ?? [],
    serves_locality: choice.servesLocality,
    free: choice.free,
    on_duty: choice.onDuty,
  };
}

