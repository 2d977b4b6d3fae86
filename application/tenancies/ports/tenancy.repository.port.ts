import type { TenancyEvent } from '../../../domain/tenancies/tenancy-event.js';
import type { TenancyStatus } from '../../../domain/tenancies/tenancy-rules.js';
import type { Tenancy } from '../../../domain/tenancies/tenancy.js';
import type { ListQuery, Page } from '../../shared/list-query.js';
import { port } from '../../shared/port.js';

export interface TenancyListFilter {
  /** Tenancies where this person is the owner or the tenant. */
  partyId?: string;
  ownerId?: string;
  tenantId?: string;
  propertyId?: string;
  statuses?: readonly TenancyStatus[];
  city?: string;
}
export type TenancySortField = 'createdAt' | 'updatedAt' | 'moveInDate' | 'rent' | 'status';

/**
 * Tenancies and their history. `save` inserts a new tenancy or updates a stored one only over the version it read
 * (ConcurrentModificationError otherwise): of two parties racing, the second to save loses and reads again. The
 * database refuses a second tenancy holding one home (HomeTakenError) and a second open proposal between the same two
 * people for one home (OpenProposalExistsError).
 */
export interface TenancyRepository {
  findById(id: string): Promise<Tenancy | null>;
  save(tenancy: Tenancy): Promise<void>;
  list(query: ListQuery<TenancyListFilter, TenancySortField>): Promise<Page<Tenancy>>;
  /** The tenancy holding the home (confirmed or under notice), if any. */
  findHolding(propertyId: string): Promise<Tenancy | null>;
  /** Appends a line to a tenancy's history (joins the caller's unit of work). */
  addEvent(event: TenancyEvent): Promise<void>;
  /** A tenancy's history, oldest first. */
  listEvents(tenancyId: string): Promise<TenancyEvent[]>;
}
export const TenancyRepository = port<TenancyRepository>('TenancyRepository');
