import { Lead, LeadTypes, type LeadType } from '../../domain/leads/lead.js';
import { LeadMessages } from '../../domain/leads/leads.errors.js';
import { FieldErrorCollector, RateLimitedError, ValidationError } from '../../domain/shared/domain-error.js';
import { Email } from '../../domain/shared/email.js';
import { Messages } from '../../domain/shared/messages.js';
import { PersonName } from '../../domain/shared/person-name.js';
import { PhoneNumber } from '../../domain/shared/phone-number.js';
import { replayOrRefuse, requestFingerprint } from '../shared/idempotency.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import { chargeLimits, requesterLimits } from '../shared/rate-limits.js';
import type { LeadRepository } from './ports/lead.repository.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';

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
export const LeadLimits = Symbol.for('LeadLimits');

const DESCRIPTION_MAX = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SubmitLeadInput {
  firstName: unknown;
  lastName: unknown;
  mobileNo: unknown;
  countryCode?: unknown;
  email?: unknown;
  description?: unknown;
  type: unknown;
  propertyId?: unknown;
  clientIp: string | null;
  /** The client's Idempotency-Key (checked at the edge): a retry with it answers with the first lead. */
  idempotencyKey?: string | null;
}

/** A callback request from anyone (no sign-in): Quick Call, Schedule Callback, or from a property. */
export class SubmitLead {
  constructor(
    private readonly leads: LeadRepository,
    private readonly properties: PropertyRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limits: LeadLimits,
  ) {}

  async execute(input: SubmitLeadInput): Promise<Lead> {
    const errors = new FieldErrorCollector();
    const firstName = errors.attempt('first_name', () => PersonName.create(input.firstName, 'first_name'));
    const lastName = errors.attempt('last_name', () => PersonName.create(input.lastName, 'last_name'));
    const phone = errors.attempt('mobile_no', () => PhoneNumber.create(input.mobileNo, input.countryCode ?? '+91'));
    const email = errors.attempt('email', () => Email.optional(input.email));
    const description = errors.attempt('description', () => parseDescription(input.description));
    const type = errors.attempt('type', () => parseType(input.type));
    const propertyId = errors.attempt('property_id', () => parsePropertyId(input.propertyId, type));
    errors.throwIfAny();

    const request = {
      firstName: firstName!.value,
      lastName: lastName!.value,
      mobileNo: phone!.value,
      email: email?.value ?? null,
      description: description ?? null,
      type: type!,
      propertyId: propertyId ?? null,
    };
    const stamp = input.idempotencyKey ? { key: input.idempotencyKey, fingerprint: requestFingerprint(request) } : null;
    // A retry of a stored request answers with the first lead: no new row, no rate-limit charge, no counter bump.
    const earlier = stamp && (await this.leads.findByIdempotencyKey(stamp.key));
    if (earlier) return replayOrRefuse(earlier, stamp.fingerprint);

    const now = this.clock.now();
    if (propertyId) {
      const property = await this.properties.findById(propertyId);
      if (!property || !property.isPublic(now)) throw ValidationError.field('property_id', LeadMessages.propertyInvalid);
    }
    const charge = await chargeLimits(this.rateLimiter, requesterLimits('lead', { kind: 'number', value: phone!.value }, input.clientIp, {
      perAddress: this.limits.perIpPerHour,
      perPair: this.limits.perNumberPerHour,
      windowSeconds: 3600,
    }), now);
    if (!charge.allowed) throw new RateLimitedError(LeadMessages.tooMany, charge.retryAfterSeconds);

    const lead = Lead.submit({ ...request, clientIp: input.clientIp }, now);
    if (stamp) {
      // A racing twin with the same key stored its lead first: answer with that one, bump nothing.
      const winner = await this.leads.insertOnce(lead, stamp);
      if (winner) return replayOrRefuse(winner, stamp.fingerprint);
    } else {
      await this.leads.save(lead);
    }
    if (lead.propertyId) await this.properties.increment(lead.propertyId, 'callbackCount', 1);
    return lead;
  }
}

function parseType(value: unknown): LeadType {
  if (value === undefined || value === null || value === '') throw ValidationError.field('type', Messages.required);
  if (!(LeadTypes as readonly unknown[]).includes(value)) throw ValidationError.field('type', LeadMessages.invalidType);
  return value as LeadType;
}

function parseDescription(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw ValidationError.field('description', Messages.descriptionTooLong);
  const text = value.trim();
  if (text.length > DESCRIPTION_MAX) throw ValidationError.field('description', Messages.descriptionTooLong);
  return text === '' ? null : text;
}

/** property_id is required for PROPERTY and refused otherwise; the listing must be live (checked in execute). */
function parsePropertyId(value: unknown, type: LeadType | undefined): string | null {
  const given = !(value === undefined || value === null || value === '');
  if (type === 'PROPERTY' && !given) throw ValidationError.field('property_id', LeadMessages.propertyRequired);
  if (type !== 'PROPERTY' && given) throw ValidationError.field('property_id', LeadMessages.propertyNotAllowed);
  if (!given) return null;
  if (typeof value !== 'string' || !UUID.test(value)) throw ValidationError.field('property_id', LeadMessages.propertyInvalid);
  return value.toLowerCase();
}
