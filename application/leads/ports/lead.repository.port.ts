import type { Lead, LeadType } from '../../../domain/leads/lead.js';
import type { LeadStatus } from '../../../domain/leads/lead-status.js';
import type { IdempotencyStamp, KeyHolder } from '../../shared/idempotency.js';
import type { ListQuery, Page } from '../../shared/list-query.js';
import { port } from '../../shared/port.js';

export interface LeadListFilter {
  type?: LeadType;
  status?: LeadStatus;
  /** true: only leads raised from a property; false: only callback requests without one (queries). */
  hasProperty?: boolean;
  /** true: only leads of tenants who want to rent after a rider visit; false: only callback requests. */
  fromVisit?: boolean;
}
/** `priority`: the queue's order (a visit's interest first), then newest first by id (time-ordered). */
/** `lateFirst`: those past the reply promise first (ListQuery.lateBefore), longest waiting first, then the queue's order (`priority`). */
export type LeadSortField = 'createdAt' | 'updatedAt' | 'status' | 'firstName' | 'priority' | 'lateFirst';

export interface LeadRepository {
  findById(id: string): Promise<Lead | null>;
  /** The lead a visit's tenant made by wanting to rent the home; null when none. */
  findByVisitId(visitId: string): Promise<Lead | null>;
  /** Inserts a new lead or updates a stored one (optimistic version); a second lead of one visit is refused (ConcurrentModificationError). */
  save(lead: Lead): Promise<void>;
  list(query: ListQuery<LeadListFilter, LeadSortField>): Promise<Page<Lead>>;
  /** The lead a callback request with this Idempotency-Key created, with that request's fingerprint. */
  findByIdempotencyKey(key: string): Promise<KeyHolder<Lead> | null>;
  /**
   * Stores a new lead together with its key in one insert. When another lead holds the key already (a retry,
   * or a racing twin that won), stores nothing and returns that lead; null when this one was stored.
   */
  insertOnce(lead: Lead, stamp: IdempotencyStamp): Promise<KeyHolder<Lead> | null>;
  /** Every callback request of this account (made signed in, or claimed by its number), newest first. */
  listByUser(userId: string): Promise<Lead[]>;
  /** Gives the account every callback request made with its number that no account holds yet; how many. */
  claimByMobile(mobileNo: string, userId: string): Promise<number>;
  /** Every callback request made with this number, newest first (the person's data export and erasure). */
  listByMobile(mobileNo: string): Promise<Lead[]>;
  /** Deletes the leads made before `deleteBefore` and clears the client address of those made before `clearAddressBefore`. */
  purge(deleteBefore: Date, clearAddressBefore: Date): Promise<{ deleted: number; addressesCleared: number }>;
}
export const LeadRepository = port<LeadRepository>('LeadRepository');
