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
}
export type LeadSortField = 'createdAt' | 'updatedAt' | 'status' | 'firstName';

export interface LeadRepository {
  findById(id: string): Promise<Lead | null>;
  save(lead: Lead): Promise<void>;
  list(query: ListQuery<LeadListFilter, LeadSortField>): Promise<Page<Lead>>;
  /** The lead a callback request with this Idempotency-Key created, with that request's fingerprint. */
  findByIdempotencyKey(key: string): Promise<KeyHolder<Lead> | null>;
  /**
   * Stores a new lead together with its key in one insert. When another lead holds the key already (a retry,
   * or a racing twin that won), stores nothing and returns that lead; null when this one was stored.
   */
  insertOnce(lead: Lead, stamp: IdempotencyStamp): Promise<KeyHolder<Lead> | null>;
  /** Every callback request made with this number, newest first (the person's data export and erasure). */
  listByMobile(mobileNo: string): Promise<Lead[]>;
  /** Deletes the leads made before `deleteBefore` and clears the client address of those made before `clearAddressBefore`. */
  purge(deleteBefore: Date, clearAddressBefore: Date): Promise<{ deleted: number; addressesCleared: number }>;
}
export const LeadRepository = port<LeadRepository>('LeadRepository');
