import { historyOf, replyDueBy, replyStateOf, type MyRequest, type RequestEvent, type RequestKind } from '../../domain/customer-service/my-request.js';
import type { Lead } from '../../domain/leads/lead.js';
import type { ListingReport } from '../../domain/listing-reports/listing-report.js';
import type { PropertyRequest } from '../../domain/property-requests/property-request.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { LeadRepository } from '../leads/ports/lead.repository.port.js';
import type { ListingReportRepository } from '../listing-reports/ports/listing-report.repository.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { PropertyRequestRepository } from '../property-requests/ports/property-request.repository.port.js';
import { port } from '../shared/port.js';
import type { RequestEventLog } from './ports/request-event-log.port.js';

/** One of a person's requests, with what "open" and "not yet answered" mean for its kind. */
export type OwnedRequest =
  | { kind: 'CALLBACK'; record: Lead }
  | { kind: 'PROPERTY_REQUEST'; record: PropertyRequest }
  | { kind: 'LISTING_REPORT'; record: ListingReport };

/** Where a person's requests are kept: the three kinds, their history, and the listings they name (one dependency of the "My requests" use cases). */
export interface RequestStores {
  leads: LeadRepository;
  propertyRequests: PropertyRequestRepository;
  listingReports: ListingReportRepository;
  events: RequestEventLog;
  properties: PropertyRepository;
}
export const RequestStores = port<RequestStores>('RequestStores');

/** The status a request of this kind is made in (it waits for an answer while it is still in it). */
export const FIRST_STATUS: Record<RequestKind, string> = { CALLBACK: 'NEW', PROPERTY_REQUEST: 'NEW', LISTING_REPORT: 'OPEN' };

/** Whether the person may still add a note or withdraw it: a callback not closed or converted, a property request not closed, a report not reviewed. */
export function isOpen(request: OwnedRequest): boolean {
  switch (request.kind) {
    case 'CALLBACK':
      return request.record.status !== 'CLOSED' && request.record.status !== 'CONVERTED';
    case 'PROPERTY_REQUEST':
      return request.record.status !== 'CLOSED';
    case 'LISTING_REPORT':
      return request.record.status === 'OPEN';
  }
}

/**
 * The person's request with this id (callback request, property request or listing report: ids are unique across
 * them), or 404 `MY_REQUEST_NOT_FOUND` when there is none or it is someone else's (one answer: whether an id exists
 * is not told).
 */
export async function loadOwnRequest(stores: Pick<RequestStores, 'leads' | 'propertyRequests' | 'listingReports'>, userId: string, id: string): Promise<OwnedRequest> {
  const lead = await stores.leads.findById(id);
  if (lead) {
    if (lead.userId === userId) return { kind: 'CALLBACK', record: lead };
  } else {
    const request = await stores.propertyRequests.findById(id);
    if (request) {
      if (request.userId === userId) return { kind: 'PROPERTY_REQUEST', record: request };
    } else {
      const report = await stores.listingReports.findById(id);
      if (report && report.reporterUserId === userId) return { kind: 'LISTING_REPORT', record: report };
    }
  }
  throw new NotFoundError('MY_REQUEST_NOT_FOUND');
}

/** When its status last changed (a report: when it was reviewed or closed). */
function statusChangedAt(request: OwnedRequest): Date | null {
  return request.kind === 'LISTING_REPORT' ? request.record.reviewedAt : request.record.statusChangedAt;
}

/** Withdrawn by its maker before the team moved it on. */
function withdrawnUnanswered(events: readonly RequestEvent[]): boolean {
  const moves = events.filter((e) => e.kind !== 'NOTE');
  return moves.length > 0 && moves.every((e) => e.kind === 'WITHDRAWN');
}

/** The request as its maker reads it; `titles` names the listings it is about. */
export function myRequestOf(request: OwnedRequest, events: readonly RequestEvent[], titles: ReadonlyMap<string, string>, now: Date): MyRequest {
  const { record, kind } = request;
  const open = isOpen(request);
  const firstStatus = FIRST_STATUS[kind];
  const propertyId = kind === 'PROPERTY_REQUEST' ? null : request.record.propertyId;
  const own = events.filter((e) => e.requestId === record.id);
  return {
    kind,
    id: record.id,
    status: record.status,
    subject: {
      propertyId,
      propertyTitle: propertyId ? (titles.get(propertyId) ?? null) : null,
      city: kind === 'PROPERTY_REQUEST' ? request.record.city : kind === 'LISTING_REPORT' ? request.record.city : null,
      bhk: kind === 'PROPERTY_REQUEST' ? request.record.bhk : null,
      budget: kind === 'PROPERTY_REQUEST' ? request.record.budget : null,
      reason: kind === 'LISTING_REPORT' ? request.record.reason : null,
    },
    createdAt: record.createdAt,
    open,
    replyDueBy: replyDueBy(record.createdAt),
    reply: replyStateOf({ createdAt: record.createdAt, awaitingAnswer: record.status === firstStatus, withdrawnUnanswered: withdrawnUnanswered(own) }, now),
    history: historyOf({ createdAt: record.createdAt, firstStatus, status: record.status, statusChangedAt: statusChangedAt(request) }, own),
  };
}

/** The title of the listing a request names (a callback request or a report), by its id: for `myRequestOf`. */
export async function titlesOf(properties: PropertyRepository, request: OwnedRequest): Promise<Map<string, string>> {
  const propertyId = request.kind === 'PROPERTY_REQUEST' ? null : request.record.propertyId;
  return new Map(propertyId ? (await properties.findByIds([propertyId])).map((p) => [p.id, p.title] as const) : []);
}
