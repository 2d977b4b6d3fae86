import { Lead, type LeadType } from '../../domain/leads/lead.js';
import { parseLeadDescription } from '../../domain/leads/lead-type.js';
import { RateLimitedError, ValidationError } from '../../domain/shared/domain-error.js';
import { Email } from '../../domain/shared/email.js';
import { PersonName } from '../../domain/shared/person-name.js';
import { PhoneNumber } from '../../domain/shared/phone-number.js';
import { awaitTwin, replayOrRefuse, requestFingerprint } from '../shared/idempotency.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { chargeLimits, requesterLimits } from '../shared/rate-limits.js';
import type { LeadRepository } from './ports/lead.repository.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import { port } from '../shared/port.js';

export interface LeadLimits {
  /** Callback requests per client address per hour, across numbers. */
  perIpPerHour: number;
  /**
   * Callback requests per (number, client address) pair per hour (per number when the address is
   * unknown, e.g. an admin logging a call); property requests share both caps.
   */
  perNumberPerHour: number;
}
export const DEFAULT_LEAD_LIMITS: LeadLimits = { perIpPerHour: 20, perNumberPerHour: 5 };
export const LeadLimits = port<LeadLimits>('LeadLimits');

/**
 * A callback request as the HTTP edge checked it (adapters/http/leads/leads.dto.ts: every field against the domain's
 * rules, once, property_id against type too). The value objects built here still refuse a bad value from any
 * other caller; what is left here is whether the listing is live.
 */
export interface SubmitLeadInput {
  firstName: string;
  lastName: string;
  mobileNo: string | number;
  countryCode?: string;
  email?: string | null;
  description?: string | null;
  type: LeadType;
  /** Given exactly when type is PROPERTY (checked at the edge: checkLeadPropertyId). */
  propertyId?: string | null;
  clientIp: string | null;
  /** The client's Idempotency-Key (checked at the edge): a retry with it answers with the first lead. */
  idempotencyKey?: string | null;
  /** The signed-in person who made it (their "My requests"); null or absent when signed out. */
  userId?: string | null;
}

/** A callback request from anyone (no sign-in): Quick Call, Schedule Callback, or from a property. */
export class SubmitLead {
  constructor(
    private readonly leads: LeadRepository,
    private readonly properties: PropertyRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limits: LeadLimits,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: SubmitLeadInput): Promise<Lead> {
    const type = input.type;
    const propertyId = input.propertyId ? input.propertyId.toLowerCase() : null;
    const description = parseLeadDescription(input.description);

    const request = {
      firstName: PersonName.create(input.firstName, 'first_name').value,
      lastName: PersonName.create(input.lastName, 'last_name').value,
      mobileNo: PhoneNumber.create(input.mobileNo, input.countryCode ?? '+91').value,
      email: Email.optional(input.email)?.value ?? null,
      description,
      type,
      propertyId,
    };
    const stamp = input.idempotencyKey ? { key: input.idempotencyKey, fingerprint: requestFingerprint(request) } : null;
    // A retry of a stored request answers with the first lead: no new row, no rate-limit charge, no counter bump.
    const earlier = stamp && (await this.leads.findByIdempotencyKey(stamp.key));
    if (earlier) return replayOrRefuse(earlier, stamp.fingerprint);

    const now = this.clock.now();
    if (propertyId) {
      const property = await this.properties.findById(propertyId);
      if (!property || !property.isPublic(now)) throw ValidationError.field('property_id', 'PROPERTY_MISSING');
    }
    const charge = await chargeLimits(this.rateLimiter, requesterLimits('lead', { kind: 'number', value: request.mobileNo }, input.clientIp, {
      perAddress: this.limits.perIpPerHour,
      perPair: this.limits.perNumberPerHour,
      windowSeconds: 3600,
    }), now);
    if (!charge.allowed) {
      // Twins racing with one key each spent a hit before the first committed: the refusal is theirs, not this
      // client's, so answer with the first one's lead once it lands (it commits within moments).
      const winner = stamp && (await awaitTwin(() => this.leads.findByIdempotencyKey(stamp.key)));
      if (winner) return replayOrRefuse(winner, stamp.fingerprint);
      throw new RateLimitedError('LEADS_TOO_MANY', charge.retryAfterSeconds);
    }

    const lead = Lead.submit({ ...request, clientIp: input.clientIp, userId: input.userId ?? null }, now);
    const store = async (): Promise<Lead> => {
      if (stamp) {
        // A racing twin with the same key stored its lead first: answer with that one, bump nothing.
        const winner = await this.leads.insertOnce(lead, stamp);
        if (winner) return replayOrRefuse(winner, stamp.fingerprint);
      } else {
        await this.leads.save(lead);
      }
      if (lead.propertyId) await this.properties.increment(lead.propertyId, 'callbackCount', 1);
      return lead;
    };
    // With a listing, the lead and its callback count are stored together or not at all (the charge above
    // stays). Without one the lead is a single insert, committed at once: racing retries with its key see it
    // as soon as possible, and pass the replay check above instead of spending the rate limit.
    return lead.propertyId ? this.unitOfWork.run(store) : store();
  }
}
