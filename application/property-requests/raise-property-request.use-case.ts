import { PropertyRequest, parsePropertyRequest } from '../../domain/property-requests/property-request.js';
import { indiaDate } from '../../domain/shared/india-date.js';
import { RateLimitedError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { LeadLimits } from '../leads/submit-lead.use-case.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import { chargeLimits, requesterLimits } from '../shared/rate-limits.js';
import type { PropertyRequestRepository } from './ports/property-request.repository.port.js';
import { english } from '../../domain/shared/catalogue/index.js';

export const PropertyRequestMessages = {
  submitted: english('LEAD_SUBMITTED'),
  tooMany: english('REQUESTS_TOO_MANY'),} as const;

/** "Can't find what you need?": anyone may ask; capped per address and per (number, address) like callback requests. */
export class RaisePropertyRequest {
  constructor(
    private readonly requests: PropertyRequestRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limits: LeadLimits,
  ) {}

  async execute(input: Record<string, unknown>, context: { user: User | null; clientIp: string | null }): Promise<PropertyRequest> {
    const now = this.clock.now();
    const fields = parsePropertyRequest(input, indiaDate(now));
    const charge = await chargeLimits(this.rateLimiter, requesterLimits('property-request', { kind: 'number', value: fields.mobileNo }, context.clientIp, {
      perAddress: this.limits.perIpPerHour,
      perPair: this.limits.perNumberPerHour,
      windowSeconds: 3600,
    }), now);
    if (!charge.allowed) throw new RateLimitedError(PropertyRequestMessages.tooMany, charge.retryAfterSeconds);
    const request = PropertyRequest.raise({ ...fields, userId: context.user?.id ?? null, clientIp: context.clientIp }, now);
    await this.requests.save(request);
    return request;
  }
}
