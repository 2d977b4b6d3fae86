import type { Lead } from '../../domain/leads/lead.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { LeadListFilter, LeadRepository, LeadSortField } from './ports/lead.repository.port.js';

/** The admin's Leads and Query grids (server-side paging, search, filters). */
export class ListLeads {
  constructor(private readonly leads: LeadRepository) {}

  execute(query: ListQuery<LeadListFilter, LeadSortField>): Promise<Page<Lead>> {
    return this.leads.list(query);
  }
}
