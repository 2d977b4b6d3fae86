import { v7 as uuidv7 } from 'uuid';
import { LEAD_TRANSITIONS, type LeadStatus } from './lead-status.js';
import { LeadTransitionError } from './leads.errors.js';
import { StatusMachine } from '../shared/status-machine.js';
import { LeadTypes, type LeadType } from './lead-type.js';

export { LeadTypes, type LeadType };

const leadStatuses = new StatusMachine(LEAD_TRANSITIONS);

export interface NewLead {
  firstName: string;
  lastName: string;
  mobileNo: string;
  email: string | null;
  description: string | null;
  type: LeadType;
  propertyId: string | null;
  clientIp: string | null;
}

/** A callback request ("Quick Call" / "Schedule Callback"), worked by admins as a lead or a query. */
export class Lead {
  id!: string;
  firstName!: string;
  lastName!: string;
  mobileNo!: string;
  email!: string | null;
  description!: string | null;
  type!: LeadType;
  propertyId!: string | null;
  status!: LeadStatus;
  clientIp!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** Optimistic lock: 0 until first stored; a save of a stale copy is refused. */
  version!: number;
  statusChangedAt!: Date | null;
  statusChangedBy!: string | null;

  static submit(input: NewLead, now: Date): Lead {
    const lead = new Lead();
    lead.id = uuidv7();
    Object.assign(lead, input);
    lead.status = 'NEW';
    lead.createdAt = now;
    lead.updatedAt = now;
    lead.statusChangedAt = null;
    lead.statusChangedBy = null;
    lead.version = 0;
    return lead;
  }

  get nextStatuses(): readonly LeadStatus[] {
    return leadStatuses.next(this.status);
  }

  changeStatus(to: LeadStatus, byUserId: string, now: Date): void {
    leadStatuses.move(this, to, now, () => new LeadTransitionError(this.status, to));
    this.statusChangedAt = now;
    this.statusChangedBy = byUserId;
  }

  /** The person who asked erased themselves: the request stays (counted, its status) with no name, number, email, words or address. */
  anonymise(now: Date): void {
    this.firstName = 'Erased';
    this.lastName = 'person';
    this.mobileNo = '';
    this.email = null;
    this.description = null;
    this.clientIp = null;
    this.updatedAt = now;
  }
}
