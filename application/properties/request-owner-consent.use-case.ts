import { MessageDeliveryError } from '../../domain/auth/auth.errors.js';
import { ForbiddenError, RateLimitedError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { SmsSender } from '../auth/ports/sms-sender.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import { chargeLimits } from '../shared/rate-limits.js';
import { OWNER_CONSENT_LIMITS, OwnerConsentMessages, parseOwnerPhone, type OwnerConsent } from './owner-consent.js';

/**
 * A rider asks an owner for consent to list their home: the owner receives the 6-digit code by SMS and reads
 * it to the rider, who sends it with the listing (CreateProperty checks it). Sends are capped per rider and
 * per (rider, owner number), so a rider cannot flood an owner with texts, and no rider's sends touch another
 * rider's budget. The text goes out in the owner's language when the number has an account, else in the
 * rider's (who stands with the owner and usually shares it).
 *
 * Sent in the request, not as a job (ADR 0010), like the OTP: the rider stands with the owner waiting for the
 * code, so a send that fails must reach them now (a 502: ask again), and a code retried minutes later could land
 * after its window. The code is derived from the window, so it never sits in a stored job payload either.
 */
export class RequestOwnerConsent {
  constructor(
    private readonly consent: OwnerConsent,
    private readonly sms: SmsSender,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly users: UserRepository,
    private readonly productName: string,
  ) {}

  async execute(rider: User, mobileNo: string | number): Promise<{ message: string }> {
    // An admin who is also a rider can never post (spec section 6), so they get no codes to send either.
    if (!rider.hasRole('RIDER') || rider.isAdmin) throw new ForbiddenError(OwnerConsentMessages.ridersOnly);
    const phone = parseOwnerPhone(mobileNo);
    const now = this.clock.now();
    // The rider's broadest budget first; a refused request gives back what it took (chargeLimits).
    const charge = await chargeLimits(
      this.limiter,
      [
        { key: `consent:send:rider:${rider.id}`, limit: OWNER_CONSENT_LIMITS.sendsPerRiderPerHour, windowSeconds: 3600 },
        { key: `consent:send:rider-number:${rider.id}:${phone}`, limit: OWNER_CONSENT_LIMITS.sendsPerRiderAndNumberPerHour, windowSeconds: 3600 },
      ],
      now,
    );
    if (!charge.allowed) throw new RateLimitedError(OwnerConsentMessages.tooMany, charge.retryAfterSeconds);
    const code = this.consent.codeToSend(rider.id, phone, now);
    const language = (await this.users.findByMobile(phone))?.language ?? rider.language;
    try {
      await this.sms.sendNotice(phone, smsNotice('OWNER_CONSENT', language, { product: this.productName, riderName: rider.firstName, code }));
    } catch {
      // The charge stays (as for the OTP): a number the provider refuses must not become free, unlimited sends.
      throw new MessageDeliveryError(OwnerConsentMessages.notSent);
    }
    return { message: OwnerConsentMessages.sent };
  }
}
