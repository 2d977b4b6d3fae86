import type { Lead } from '../../domain/leads/lead.js';
import type { LeadStatus } from '../../domain/leads/lead-status.js';
import { LeadNotFoundError } from '../../domain/leads/leads.errors.js';
import type { User } from '../../domain/users/user.js';
import { RequestEvent } from '../../domain/customer-service/my-request.js';
import type { RequestEventLog } from '../customer-service/ports/request-event-log.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { LeadRepository } from './ports/lead.repository.port.js';

/**
 * An admin moves a lead along its lifecycle; moves the lifecycle does not allow are refused (409). The move is a line
 * of the request's history its maker reads on "My requests" (no admin named), stored with it.
 */
export class ChangeLeadStatus {
  constructor(
    private readonly leads: LeadRepository,
    private readonly clock: Clock,
    private readonly events: RequestEventLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { leadId: string; status: LeadStatus; by: User }): Promise<Lead> {
    const lead = await this.leads.findById(input.leadId);
    if (!lead) throw new LeadNotFoundError();
    const now = this.clock.now();
    lead.changeStatus(input.status, input.by.id, now);
    await this.unitOfWork.run(async () => {
      await this.leads.save(lead);
      await this.events.add(RequestEvent.statusChanged({ kind: 'CALLBACK', id: lead.id }, lead.status, now));
    });
    return lead;
  }
}
