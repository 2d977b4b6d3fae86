import type { MyData as MyDataRecords } from '../../../application/privacy/export-my-data.use-case.js';
import { english } from '../../../domain/shared/catalogue/index.js';
import type { Erasure, KeptKind } from '../../../domain/privacy/erasure.js';
import { RETENTION } from '../../../domain/shared/retention.js';
import type { MediaLinks } from '../../storage/media-links.js';
import type * as Wire from '../contract/wire/index.js';
import { leadJson } from '../leads/lead.presenter.js';
import { userJson } from '../users/user.presenter.js';
import { imageJson } from '../properties/property.presenter.js';
import { propertyRequestJson } from '../property-requests/property-request.presenter.js';
import { riderApplicationJson } from '../riders/rider-application.presenter.js';
import { searchAlertJson } from '../search-alerts/search-alert.presenter.js';
import { paymentJson, tenancyJson } from '../tenancies/tenancy.presenter.js';

const iso = (date: Date) => date.toISOString();

/** GET /users/me/data: everything held about the person, as they may read it (ID number masked, no session token). */
export function myDataJson(data: MyDataRecords, media: MediaLinks): Wire.MyData {
  const { user } = data;
  return {
    generated_at: iso(data.generatedAt),
    profile: { ...userJson(user), city: user.city, signed_up_at: iso(user.createdAt), updated_at: iso(user.updatedAt) },
    listings: data.listings.map(({ listing, photos }) => ({
      id: listing.id,
      title: listing.title,
      status: listing.status,
      city: listing.city,
      locality: listing.locality,
      address: listing.address,
      rent: listing.rent,
      created_at: iso(listing.createdAt),
      photos: photos.map((photo) => imageJson(photo, media, listing.isPublic(data.generatedAt))),
    })),
    visits: data.visits.map(({ ride, role, property }) => ({
      id: ride.id,
      role,
      status: ride.status,
      slot_start_at: iso(ride.slotStartAt),
      property_id: ride.propertyId,
      property_title: property?.title ?? null,
      locality: ride.locality,
      city: ride.city,
      note: role === 'TENANT' ? ride.tenantNote : null,
      cancel_reason: ride.cancelReason,
      created_at: iso(ride.createdAt),
    })),
    callback_requests: data.callbackRequests.map(leadJson),
    property_requests: data.propertyRequests.map(propertyRequestJson),
    wishlist: data.wishlist.map((p) => ({ property_id: p.id, title: p.title, city: p.city, locality: p.locality })),
    search_alerts: data.searchAlerts.map(searchAlertJson),
    listing_reports: data.listingReports.map((r) => ({
      id: r.id,
      property_id: r.propertyId,
      reason: r.reason,
      note: r.note,
      status: r.status,
      mobile_no: r.reporterMobileNo,
      created_at: iso(r.createdAt),
    })),
    rider_applications: data.riderApplications.map((a) => riderApplicationJson(a, { admin: false })),
    tenancies: data.tenancies.map(({ tenancy, payments }) => ({ tenancy: tenancyJson(tenancy), payments: payments.map((p) => paymentJson(p)) })),
    sessions: data.sessions.map((s) => ({
      id: s.id,
      created_at: iso(s.createdAt),
      last_used_at: iso(s.lastUsedAt),
      expires_at: iso(s.expiresAt),
      ended_at: s.revokedAt ? iso(s.revokedAt) : null,
      signed_in_as: s.loginAs,
    })),
  };
}

const KEPT_REASONS: Record<KeptKind, () => string> = {
  VISITS: () => english('ERASURE_KEPT_VISITS', { days: RETENTION.erasedVisitDays }),
  LISTINGS: () => english('ERASURE_KEPT_LISTINGS'),
  TENANCIES: () => english('ERASURE_KEPT_TENANCIES', { years: RETENTION.erasedTenancyYears }),
  TENANCY_PAYMENTS: () => english('ERASURE_KEPT_TENANCY_PAYMENTS', { years: RETENTION.erasedTenancyYears }),
  ERASURE_RECORD: () => english('ERASURE_KEPT_RECORD', { years: RETENTION.erasureRecordYears }),
};

/** An erasure: what went (counts) and what was kept, each with its reason and the date it is deleted. */
export function erasureJson(e: Erasure): Wire.Erasure {
  const c = e.counts;
  return {
    id: e.id,
    subject_id: e.subjectId,
    requested_by: e.requestedBy,
    admin_id: e.adminId,
    reason: e.reason,
    removed: {
      listings_withdrawn: c.listingsWithdrawn,
      photos_deleted: c.photosDeleted,
      visits_cancelled: c.visitsCancelled,
      sessions_ended: c.sessionsEnded,
      wishlist_entries: c.wishlistEntries,
      search_alerts: c.searchAlerts,
      callback_requests: c.callbackRequests,
      property_requests: c.propertyRequests,
      listing_reports: c.listingReports,
      rider_applications: c.riderApplications,
      otp_codes: c.otpCodes,
      tenancy_proposals_withdrawn: c.tenancyProposalsWithdrawn ?? 0,
    },
    kept: e.kept.map((k) => ({ kind: k.kind, count: k.count, reason: KEPT_REASONS[k.kind](), until: iso(k.until) })),
    created_at: iso(e.createdAt),
  };
}
