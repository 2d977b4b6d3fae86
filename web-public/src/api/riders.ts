/**
 * Riders (docs/api.md "Rider applications" and "Rider work"): apply to become one and read the newest
 * application; a rider's listings to visit and their own posts; posting a home for an owner, confirmed by the
 * code the owner receives by SMS.
 */
import { request } from './client';
import type { City } from '../property/cities';
import { LIST_PAGE_SIZE, type ListAnswer, type ListMeta, type Listing, type PropertyBody } from './properties';
import { IdDocumentTypes, type IdDocumentType } from '../../../domain/riders/id-documents';

export const ID_DOCUMENT_TYPES = IdDocumentTypes;
export type { IdDocumentType };

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type ApplicationStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface Availability {
  days: Weekday[];
  /** India time, 9 to 19, `to_hour` after `from_hour`. */
  from_hour: number;
  to_hour: number;
}

export interface RiderApplicationBody {
  first_name: string;
  last_name: string;
  city: City;
  localities: string[];
  has_vehicle: boolean;
  availability: Availability;
  id_document_type: IdDocumentType;
  id_document_number: string;
}

export interface RiderApplication {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  mobile_no: string;
  city: City | string;
  localities: string[];
  has_vehicle: boolean;
  availability: Availability;
  id_document_type: IdDocumentType;
  /** "••••••••1234": the number itself is for admins only. */
  id_document_number_masked: string;
  status: ApplicationStatus;
  review_reason: string | null;
  reviewed_at: string | null;
  created_at: string;
}

/** What a rider adds to POST /properties when posting for an owner. */
export interface OwnerFields {
  owner_mobile_no: string;
  /** Only for a number without an account (the server creates the owner's account). */
  owner_first_name?: string;
  owner_last_name?: string;
  /** The 6-digit code the owner received from POST /properties/owner-confirmation. */
  owner_otp: string;
}

/** POST /riders/applications: 201 with the application and the server's message. */
export const submitRiderApplication = (body: RiderApplicationBody) =>
  request<RiderApplication>('POST', '/riders/applications', { body, auth: true });

/** GET /riders/applications/me: the newest application, or null. */
export const fetchMyRiderApplication = (signal?: AbortSignal) =>
  request<RiderApplication | null>('GET', '/riders/applications/me', { auth: true, signal }).then((answer) => answer.data ?? null);

/**
 * GET /properties/list/rider: live listings in the rider's city without a current rider-verified mark, plus the
 * rider's own posts in any state (`posted_by_me`).
 */
export function fetchRiderProperties(query: { page?: number; search?: string }, signal?: AbortSignal): Promise<ListAnswer> {
  const params = new URLSearchParams({ limit: String(LIST_PAGE_SIZE), page: String(query.page ?? 1) });
  if (query.search?.trim()) params.set('search', query.search.trim());
  return request<Listing[]>('GET', `/properties/list/rider?${params}`, { auth: true, signal }).then((answer) => {
    const meta = (answer.meta ?? {}) as Partial<ListMeta>;
    const items = answer.data ?? [];
    return {
      items,
      meta: { page: meta.page ?? 1, limit: meta.limit ?? LIST_PAGE_SIZE, total: meta.total ?? items.length, total_pages: meta.total_pages ?? 1 },
    };
  });
}

/** POST /properties/owner-confirmation: texts the owner the code they read out to the rider. */
export const requestOwnerCode = (ownerMobileNo: string) =>
  request<unknown>('POST', '/properties/owner-confirmation', { body: { owner_mobile_no: ownerMobileNo }, auth: true });

/** POST /properties as a rider: the form plus the owner's number, names (for a new person) and code. */
export const createPropertyForOwner = (body: PropertyBody & OwnerFields) => request<Listing>('POST', '/properties', { body, auth: true });
