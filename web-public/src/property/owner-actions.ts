/** What an owner can do with a listing in each state (docs/rules.md, "Property model"). Pure, tested. */
import { searchUntil, type SearchUntil } from '../../../adapters/http/contract/rules';
import type { Listing, PropertyStatus, StateAction } from '../api/properties';

export type OwnerAction = Extract<StateAction, 'reconfirm' | 'mark_rented' | 'submit' | 'relist' | 'archive'> | 'edit' | 'preview';

/** Live listings show the "Still available" button this many days before they drop out of search. */
export const RECONFIRM_NOTICE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type Stateful = Pick<Listing, 'status' | 'is_stale' | 'listed_until'>;

/** The status to show: a live listing out of search is "STALE". */
export function displayStatus(listing: Pick<Listing, 'status' | 'is_stale'>): PropertyStatus | 'STALE' {
  return listing.status === 'LIVE' && listing.is_stale ? 'STALE' : listing.status;
}

/** A live listing that drops out of search within RECONFIRM_NOTICE_DAYS (or already has). */
export function needsReconfirm(listing: Stateful, now = new Date()): boolean {
  if (listing.status !== 'LIVE') return false;
  if (listing.is_stale || !listing.listed_until) return true;
  return new Date(listing.listed_until).getTime() - now.getTime() <= RECONFIRM_NOTICE_DAYS * DAY_MS;
}

/**
 * What "Shows in search until …" says of a listing in search at `now`, or null when it is not: `{ day }`
 * (YYYY-MM-DD), the last day it is in search all day, or on its window's last day `{ todayUntil }`, the instant it
 * ends ("until today, 3:30 pm"): searchUntil, the decision its reconfirmation SMS and page take too.
 */
export function inSearchUntil(listing: Stateful, now = new Date()): SearchUntil | null {
  return listing.status === 'LIVE' && !listing.is_stale && listing.listed_until ? searchUntil(new Date(listing.listed_until), now) : null;
}

/** The buttons of a row on "Your Properties", most useful first. */
export function ownerActions(listing: Stateful, now = new Date()): OwnerAction[] {
  switch (listing.status) {
    // "Remove" (archive) last: taking a home off the site without renting it out; it can be relisted.
    case 'DRAFT':
      return ['submit', 'edit', 'preview', 'archive'];
    case 'SUBMITTED':
      return ['edit', 'preview', 'archive'];
    case 'LIVE':
      return [...(needsReconfirm(listing, now) ? (['reconfirm'] as const) : []), 'mark_rented', 'edit', 'preview', 'archive'];
    case 'REJECTED':
      return ['edit', 'submit', 'preview', 'archive'];
    // Reported by three people: out of search until our team reviews it; the owner may fix it, or say it is rented.
    case 'UNDER_REVIEW':
      return ['mark_rented', 'edit', 'preview', 'archive'];
    case 'RENTED':
    case 'ARCHIVED':
      return ['relist', 'preview'];
    default:
      return ['preview'];
  }
}

/** Whether a listing belongs on "Your Properties" under its status filter (none: every status). */
export const matchesStatusFilter = (status: PropertyStatus, filter: PropertyStatus | undefined) => !filter || status === filter;

/** Whether the form may change the listing (the API refuses rented and archived ones; a suspended one waits for its owner's account). */
export const isEditable = (status: PropertyStatus) => status !== 'RENTED' && status !== 'ARCHIVED' && status !== 'SUSPENDED';

/** Whether a rider may still change a listing they posted for an owner (docs/rules.md: until it goes live). */
export const riderCanEdit = (status: PropertyStatus) => status === 'DRAFT' || status === 'SUBMITTED' || status === 'REJECTED';

/** Whether "Submit for review" applies. */
export const isSubmittable = (status: PropertyStatus) => status === 'DRAFT' || status === 'REJECTED';

export const ownerUrls = {
  edit: (id: string) => `/owner/update-property?id=${encodeURIComponent(id)}`,
  preview: (id: string) => `/owner/preview-property/${encodeURIComponent(id)}`,
};

/** The rider area's pages for a listing a rider posted (spec section 2: /rider/preview-property, /rider/update-property). */
export const riderUrls = {
  edit: (id: string) => `/rider/update-property?id=${encodeURIComponent(id)}`,
  preview: (id: string) => `/rider/preview-property?id=${encodeURIComponent(id)}`,
};
