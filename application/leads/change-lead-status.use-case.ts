import type { Lead } from '../../domain/leads/lead.js';
import type { LeadStatus } from '../../domain/leads/lead-status.js';
import { LeadNotFoundError } from '../../domain/leads/leads.errors.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { LeadRepository } from './ports/lead.repository.port.js';

/** An admin moves a lead along its lifecycle; moves the lifecycle does not allow are refused (409). */
export class ChangeLeadStatus {
  constructor(
    private readonly leads: LeadRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { leadId: string; status: LeadStatus; by: User }): Promise<Lead> {
    const lead = await this.leads.findById(input.leadId);
    if (!lead) throw new LeadNotFoundError();
    lead.changeStatus(input.status, input.by.id, this.clock.now());
    await this.leads.save(lead);
    return lead;
  }
}
