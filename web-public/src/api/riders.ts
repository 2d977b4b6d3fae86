/**
 * Riders (docs/contexts/riders.md): apply to become one and read the newest
 * application; a rider's listings to visit and their own posts; posting a home for an owner, confirmed by the
 * code the owner receives by SMS.
 */
import { request } from './client';
import type { City } from '../property/cities';
import { LIST_PAGE_SIZE, type ListAnswer, type ListMeta, type Listing, type PropertyBody } from './properties';
import { IdDocumentTypes, Weekdays, type IdDocumentType, type Weekday } from '../../../adapters/http/contract/rules';
import type { CreatePropertyBody } from '../../../adapters/http/contract/wire/properties';
import type * as Wire from '../../../adapters/http/contract/wire/riders';

export const ID_DOCUMENT_TYPES = IdDocumentTypes;
export type { IdDocumentType };

export const WEEKDAYS = Weekdays;
export type { Weekday };

export type ApplicationStatus = Wire.RiderApplicationStatus;

/** Which days, and from which hour to which hour (India time, 9 to 19, `to_hour` after `from_hour`). */
export type Availability = Wire.Availability;

export type RiderApplicationBody = Wire.RiderApplicationBody;

/** A rider application as its applicant reads it (`id_document_number_masked` "•••• 1234": no answer carries the whole number). */
export type RiderApplication = Wire.RiderApplication;

/**
 * What a rider adds to POST /properties when posting for an owner: the owner's number, the names (only for a number
 * without an account: the server creates the owner's account) and the 6-digit code the owner received from
 * POST /properties/owner-confirmation.
 */
export type OwnerFields = Required<Pick<CreatePropertyBody, 'owner_mobile_no' | 'owner_otp'>> & Pick<CreatePropertyBody, 'owner_first_name' | 'owner_last_name'>;

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
