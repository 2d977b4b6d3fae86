import { PropertyRequest, parsePropertyRequest } from '../../domain/property-requests/property-request.js';
import { indiaDate } from '../../domain/shared/india-date.js';
import { RateLimitedError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { LeadLimits } from '../leads/submit-lead.use-case.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import { addressBucket, chargeLimits, type Limit } from '../shared/rate-limits.js';
import type { PropertyRequestRepository } from './ports/property-request.repository.port.js';

export const PropertyRequestMessages = {
  submitted: 'Request Submitted, We will get back to you shortly',
  tooMany: 'Too many requests. Please try again later.',
} as const;

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
    const charge = await chargeLimits(this.rateLimiter, this.limitsFor(fields.mobileNo, context.clientIp), now);
    if (!charge.allowed) throw new RateLimitedError(PropertyRequestMessages.tooMany, charge.retryAfterSeconds);
    const request = PropertyRequest.raise({ ...fields, userId: context.user?.id ?? null, clientIp: context.clientIp }, now);
    await this.requests.save(request);
    return request;
  }

  /** Address first, then the (number, address) pair: a requester over a cap spends only their own budget. */
  private limitsFor(mobileNo: string, clientIp: string | null): Limit[] {
    const { perIpPerHour, perNumberPerHour } = this.limits;
    if (!clientIp) return [{ key: `property-request:number:${mobileNo}`, limit: perNumberPerHour, windowSeconds: 3600 }];
    const ip = addressBucket(clientIp);
    return [
      { key: `property-request:ip:${ip}`, limit: perIpPerHour, windowSeconds: 3600 },
      { key: `property-request:number-ip:${mobileNo}:${ip}`, limit: perNumberPerHour, windowSeconds: 3600 },
    ];
  }
}
