import { SmsRejectedError, type SmsSender } from '../auth/ports/sms-sender.port.js';
import { searchUntil } from '../../domain/properties/last-day-in-search.js';
import { calendarDayIn } from '../shared/day-in.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { TokenGenerator } from '../shared/ports/token-generator.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import { shortPlace } from '../shared/sms-texts/short-place.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';
import type { ReconfirmLinkRepository } from './ports/reconfirm-link.repository.port.js';
import type { ReconfirmSettings } from './reconfirm-links.js';

/** The last day the listing shows in search all day (lastDayInSearch), as its reader writes it: "12 Dec" / "12 दिस॰". */
const DAY = { day: 'numeric', month: 'short' } as const;


/**
 * The job 'reconfirm.send-reminder': texts the owner their one-tap link, in their language. The link's token
 * is made here (128 random bits; only its keyed hash is stored, so it never sits in the job's payload or the
 * database) and the send is claimed first, in one statement that sets the hash and `sentAt` only if no one
 * sent it yet: a job run twice, or on two instances, sends one SMS. When the provider refuses the text the claim
 * is given back and the job is retried with backoff (with a new token; past the retries, the next daily run queues
 * it again while the window is open). A timeout or a dropped connection keeps the claim: the provider may have
 * taken the text, and a second one would kill the first one's link. Sends nothing when the reminder has become
 * pointless: the listing is no longer live in that window (reconfirmed, rented, taken down), its window
 * already ended, or its owner is blocked or has no number. Nor on the window's last India day (a retry, or the
 * daily run's catch-up, that late): the text names a day, and the day it would name is yesterday ("until 21 Dec"
 * on 22 Dec while the listing shows until 15:30, searchUntil), with no room (or DLT template) for a time. The
 * reminder stays unsent, and the daily run queues it no more.
 */
export class SendReconfirmReminder {
  constructor(
    private readonly links: ReconfirmLinkRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly tokens: TokenGenerator,
    private readonly hasher: SecretHasher,
    private readonly sms: SmsSender,
    private readonly clock: Clock,
    private readonly settings: ReconfirmSettings,
  ) {}

  async execute(payload: { linkId: string }): Promise<{ sent: boolean }> {
    const link = await this.links.findById(payload.linkId);
    if (!link || link.sentAt) return { sent: false };
    const now = this.clock.now();
    const property = await this.properties.findById(link.propertyId);
    if (!property || !link.coversCurrentWindowOf(property) || now.getTime() >= link.windowEndsAt.getTime()) return { sent: false };
    const until = searchUntil(link.windowEndsAt, now);
    if (!('day' in until)) return { sent: false }; // the window's last day: too late for a text that names a day
    const owner = await this.users.findById(property.ownerId);
    if (!owner || !owner.isActive || !owner.mobileNo) return { sent: false };

    const token = this.tokens.generate();
    const tokenHash = this.hasher.hash(token);
    if (!(await this.links.markSent(link.id, tokenHash, now))) return { sent: false };
    // The date in each text's own language: the English one (sent where the Hindi template is not registered) too.
    const notice = smsNotice('RECONFIRM_REMINDER', owner.language, (language) => ({
      product: this.settings.productName,
      place: shortPlace(property.locality),
      date: calendarDayIn(language, until.day, DAY),
      link: `${this.settings.linkBase}${token}`,
    }));
    try {
      await this.sms.sendNotice(owner.mobileNo, notice);
    } catch (error) {
      if (error instanceof SmsRejectedError) await this.links.unmarkSent(link.id, tokenHash);
      throw error;
    }
    return { sent: true };
  }
}
