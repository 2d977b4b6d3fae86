/**
 * Rider-assisted visits (docs/contexts/rides.md): book one, list mine as the tenant who
 * booked or as the rider, read one, and move it (confirm, start, complete with a report and photos, cancel, no-show).
 */
import { request, type Envelope } from './client';
import type { City } from '../property/cities';
import { sendForm, type SendHandle } from './upload';
import type { PageMeta } from '../../../adapters/http/contract/wire/common';
import type * as Wire from '../../../adapters/http/contract/wire/rides';

import { RideActions as RIDE_ACTIONS, RideStatuses as RIDE_STATUSES, type RideAction, type RideStatus } from '../../../adapters/http/contract/rules';

export { RIDE_ACTIONS, RIDE_STATUSES, type RideAction, type RideStatus };

export type RideScope = 'upcoming' | 'previous';
/** Which side of the rides: the ones the person booked, or the ones they ride. */
export type RideSide = 'tenant' | 'rider';

export const RIDES_PAGE_SIZE = 10;

/** The listing of a ride (null when it is no longer readable). */
export type RideProperty = Wire.RideProperty;
/** The tenant: a rider sees the first name only until they confirm (then the mobile too). */
export type RideTenant = Wire.RideTenant;
/** The rider: the tenant sees the mobile once the ride is CONFIRMED. */
export type RideRider = Wire.RideRider;
export type RideReportPhoto = Wire.RidePhoto;
export type RideReport = Wire.RideReport;
export type RideHistoryEntry = Wire.RideHistoryEvent;
/** A ride as the API sends it to this viewer; `allowed_actions` is what they may do now (the server checks again). */
export type Ride = Wire.Ride;

export type RideListMeta = PageMeta;

export interface RideList {
  items: Ride[];
  meta: RideListMeta;
}

export type NewRide = Wire.BookRideBody;

export interface RideListQuery {
  scope: RideScope;
  as: RideSide;
  page?: number;
  limit?: number;
  search?: string;
}

/** What the rider found (PATCH action `complete`). */
export interface ReportBody {
  matched: boolean;
  /** Required when not matched. */
  differences?: string;
  notes?: string;
}

const path = (id: string) => `/rides/${encodeURIComponent(id)}`;

/** POST /rides: 201 with the ride and the server's message ("Visit requested. …"). */
export const bookRide = (body: NewRide) => request<Ride>('POST', '/rides', { body, auth: true });

/** GET /rides?scope=&as=&page=&limit=: upcoming soonest first, previous newest first. */
export function fetchRides(query: RideListQuery, signal?: AbortSignal): Promise<RideList> {
  const params = new URLSearchParams({
    scope: query.scope,
    as: query.as,
    limit: String(query.limit ?? RIDES_PAGE_SIZE),
    page: String(query.page ?? 1),
  });
  if (query.search?.trim()) params.set('search', query.search.trim());
  return request<Ride[]>('GET', `/rides?${params}`, { auth: true, signal }).then((answer) => {
    const meta = (answer.meta ?? {}) as Partial<RideListMeta>;
    const items = answer.data ?? [];
    return {
      items,
      meta: { page: meta.page ?? 1, limit: meta.limit ?? RIDES_PAGE_SIZE, total: meta.total ?? items.length, total_pages: meta.total_pages ?? 1 },
    };
  });
}

export const fetchRide = (id: string, signal?: AbortSignal) => request<Ride>('GET', path(id), { auth: true, signal }).then((answer) => answer.data);

/** The assigned rider takes the visit. */
export const confirmRide = (id: string) => request<Ride>('PATCH', path(id), { body: { action: 'confirm' }, auth: true });

/** The assigned rider is at the home (from 30 minutes before the slot). */
export const startRide = (id: string) => request<Ride>('PATCH', path(id), { body: { action: 'start' }, auth: true });

/** The tenant did not come (the assigned rider, once the slot began). */
export const markNoShow = (id: string) => request<Ride>('PATCH', path(id), { body: { action: 'no_show' }, auth: true });

/** The tenant who booked (or an admin) calls the visit off, with a reason; not after it started. */
export const cancelRide = (id: string, reason: string) => request<Ride>('PATCH', path(id), { body: { action: 'cancel', reason }, auth: true });

const isRide = (data: unknown) => Boolean(data) && typeof data === 'object' && typeof (data as { id?: unknown }).id === 'string';

/**
 * The visit is done: the report, with up to 10 photos. With photos it is multipart (fields `action`, `matched`,
 * `differences`, `notes`, files `photos`) through XMLHttpRequest for the progress bar and the stall timeout;
 * without, plain JSON.
 */
export function completeRide(id: string, report: ReportBody, photos: Blob[], onProgress: (fraction: number) => void): SendHandle<Envelope<Ride>> {
  if (photos.length === 0) {
    const controller = new AbortController();
    return {
      promise: request<Ride>('PATCH', path(id), { body: { action: 'complete', ...report }, auth: true, signal: controller.signal }),
      abort: () => controller.abort(),
    };
  }
  const form = new FormData();
  form.append('action', 'complete');
  form.append('matched', String(report.matched));
  if (report.differences) form.append('differences', report.differences);
  if (report.notes) form.append('notes', report.notes);
  photos.forEach((photo, i) => form.append('photos', photo, photo instanceof File ? photo.name : `photo-${i + 1}.jpg`));
  return sendForm<Ride>('PATCH', path(id), form, onProgress, isRide);
}

/** The tenant's answer after a completed visit: INTERESTED, or NOT_INTERESTED with a reason (and a note with OTHER). */
export type DecisionBody = Wire.VisitDecisionBody;
export type RideDecision = Wire.RideDecision;
export type VisitDecisionCounts = Wire.VisitDecisionCounts;

/** PUT /rides/{id}/decision: the visit with the answer now standing. */
export const decideAfterVisit = (id: string, body: DecisionBody) => request<Ride>('PUT', `${path(id)}/decision`, { body, auth: true });

/** GET /rides/decision-counts: per listing of the owner's page, visits and answers (counts only). */
export const fetchDecisionCounts = (propertyIds: readonly string[], signal?: AbortSignal) =>
  request<VisitDecisionCounts[]>('GET', `/rides/decision-counts?property_ids=${propertyIds.map(encodeURIComponent).join(',')}`, { auth: true, signal }).then(
    (answer) => answer.data ?? [],
  );
