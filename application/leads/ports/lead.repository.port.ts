import type { Lead, LeadType } from '../../../domain/leads/lead.js';
import type { LeadStatus } from '../../../domain/leads/lead-status.js';
import type { ListQuery, Page } from '../../shared/list-query.js';

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
}
export const LeadRepository = Symbol.for('LeadRepository');
