import type { Lead } from '../../domain/leads/lead.js';
import { LeadNotFoundError } from '../../domain/leads/leads.errors.js';
import type { LeadRepository } from './ports/lead.repository.port.js';

/** One lead, for the admin's record page. */
export class GetLead {
  constructor(private readonly leads: LeadRepository) {}

  async execute(id: string): Promise<Lead> {
    const lead = await this.leads.findById(id);
    if (!lead) throw new LeadNotFoundError();
    return lead;
  }
}
