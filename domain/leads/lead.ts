import { v7 as uuidv7 } from 'uuid';
import { LEAD_TRANSITIONS, type LeadStatus } from './lead-status.js';
import { LeadTransitionError } from './leads.errors.js';
import { StatusMachine } from '../shared/status-machine.js';
import { LeadTypes, type LeadType } from './lead-type.js';

export { LeadTypes, type LeadType };

/**
 * A lead's place in the console's queue: higher first (then newest first). A tenant who visited a home with our
 * rider and wants to rent it (VISIT_INTEREST) comes before every callback request (CALLBACK).
 */
export const LeadPriorities = { CALLBACK: 0, VISIT_INTEREST: 10 } as const;

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
  /** The account that made it: signed in when made, or the account its number later signed in to with an OTP. */
  userId?: string | null;
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
  /** The completed rider visit whose tenant said "I want to rent it" (one lead per visit); null for a callback request. */
  visitId!: string | null;
  /** The queue's order (LeadPriorities): higher first. */
  priority!: number;
  /** NewLead.userId; null until the number signs in. */
  userId!: string | null;

  static submit(input: NewLead, now: Date): Lead {
    const lead = new Lead();
    lead.id = uuidv7();
    Object.assign(lead, input);
    lead.userId = input.userId ?? null;
    lead.visitId = null;
    lead.priority = LeadPriorities.CALLBACK;
    lead.status = 'NEW';
    lead.createdAt = now;
    lead.updatedAt = now;
    lead.statusChangedAt = null;
    lead.statusChangedBy = null;
    lead.version = 0;
    return lead;
  }

  /**
   * The tenant of a completed visit wants to rent the home: a lead at the top of the queue, linked to the visit and
   * its listing, with the tenant's name and number for our team to call (the owner is not given them).
   */
  static fromVisitInterest(input: { visitId: string; propertyId: string; firstName: string; lastName: string; mobileNo: string }, now: Date): Lead {
    const lead = Lead.submit(
      { firstName: input.firstName, lastName: input.lastName, mobileNo: input.mobileNo, email: null, description: null, type: 'PROPERTY', propertyId: input.propertyId, clientIp: null },
      now,
    );
    lead.visitId = input.visitId;
    lead.priority = LeadPriorities.VISIT_INTEREST;
    return lead;
  }

  /** The tenant changed their answer to "Not for me": an open lead is closed (by them); a converted one stays. Whether it moved. */
  withdrawInterest(byUserId: string, now: Date): boolean {
    if (!this.nextStatuses.includes('CLOSED')) return false;
    this.changeStatus('CLOSED', byUserId, now);
    return true;
  }

  /** The tenant wants to rent it again: a closed lead is opened again (NEW, at the top). Whether it moved. */
  renewInterest(byUserId: string, now: Date): boolean {
    if (this.status !== 'CLOSED') return false;
    this.changeStatus('NEW', byUserId, now);
    return true;
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
