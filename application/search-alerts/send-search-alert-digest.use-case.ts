import type { Property } from '../../domain/properties/property.js';
import { AlertDigest, type PendingMatch } from '../../domain/search-alerts/alert-digest.js';
import type { SearchAlert, SearchCriteria } from '../../domain/search-alerts/search-alert.js';
import { SmsRejectedError, type SmsSender } from '../auth/ports/sms-sender.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { TokenGenerator } from '../shared/ports/token-generator.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { digestLinkPath, inSendingHours, smsDayStart, SHORT_CODE_LENGTH, shortCode, shortLinkUrl, STOP_TOKEN_LENGTH, stopLinkUrl } from './alert-links.js';
import { searchAlertNotice } from './alert-sms.js';
import type { AlertDigestRepository } from './ports/alert-digest.repository.port.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';
import type { SearchAlertSettings } from './search-alert-settings.js';

/**
 * The job 'search-alerts.send' for one person: at most one SMS a day (India's calendar day), telling of every home their alerts
 * found since the last one. In one unit of work it takes the person's turn (a lock in the database), checks that
 * no SMS went out (or is going out) to them today, drops the homes that left search or whose
 * alert was stopped, and records the SMS with its homes taken off the waiting list; only then is the text sent.
 * So a job run twice, two instances, or a restart after the record never send the same SMS twice: a crash
 * between the record and the provider's answer leaves it SENDING, which counts as sent (it may have gone out;
 * missing one text is better than sending it twice), and so does a timeout or a dropped connection (a slow
 * provider may have taken the text). Only a provider's refusal (SmsRejectedError) releases the record (FAILED,
 * the homes wait again); the error makes the queue retry later.
 */
export class SendSearchAlertDigest {
  constructor(
    private readonly digests: AlertDigestRepository,
    private readonly alerts: SearchAlertRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly sms: SmsSender,
    private readonly tokens: TokenGenerator,
    private readonly hasher: SecretHasher,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly settings: SearchAlertSettings,
  ) {}

  async execute(payload: { userId: string }): Promise<void> {
    const now = this.clock.now();
    // At night nothing goes out; the dispatch queues the person again in the morning.
    if (!inSendingHours(now)) return;
    const user = await this.users.findById(payload.userId);
    const reachable = user !== null && user.isActive && Boolean(user.mobileNo);
    // The stop link's secret goes in the SMS only; the record keeps its keyed hash.
    const stopToken = shortCode(this.tokens.generate(), STOP_TOKEN_LENGTH);
    const claimed = await this.unitOfWork.run(async () => {
      const waiting = await this.digests.takeTurn(payload.userId, smsDayStart(now));
      if (!waiting || waiting.length === 0) return null;
      const alerts = byId(await this.alerts.findByIds(unique(waiting.map((m) => m.alertId))));
      const listings = byId(await this.properties.findByIds(unique(waiting.map((m) => m.propertyId))));
      const worth = (m: PendingMatch) => reachable && alerts.get(m.alertId)?.isActive === true && listings.get(m.propertyId)?.isPublic(now) === true;
      const live = waiting.filter(worth);
      const dropped = waiting.filter((m) => !worth(m));
      if (dropped.length > 0) await this.digests.drop(payload.userId, dropped);
      if (live.length === 0) return null;
      const criteria = new Map<string, SearchCriteria>([...alerts].map(([id, alert]) => [id, alert.criteria]));
      const digest = AlertDigest.open(
        {
          userId: payload.userId,
          code: shortCode(this.tokens.generate(), SHORT_CODE_LENGTH),
          stopTokenHash: this.hasher.hash(stopToken),
          linkPath: digestLinkPath(live, criteria),
          matches: live,
        },
        now,
      );
      await this.digests.open(digest);
      return { digest, homes: digest.propertyIds.map((id) => listings.get(id)!) };
    });
    if (!claimed || !user) return;

    const base = this.settings.publicBaseUrl;
    const notice = searchAlertNotice({
      language: user.language,
      productName: this.settings.productName,
      homes: claimed.homes,
      link: shortLinkUrl(base, claimed.digest.code),
      stopLink: stopLinkUrl(base, stopToken),
    });
    try {
      await this.sms.sendNotice(user.mobileNo!, notice);
    } catch (error) {
      // Only a refusal is known not to have gone out. A timeout or a dropped connection may come after the provider
      // took the text: the record stays SENDING (it counts as the day's SMS) and the queue's retry finds it.
      if (error instanceof SmsRejectedError) await this.digests.release(claimed.digest.id);
      throw error;
    }
    await this.digests.markSent(claimed.digest.id, this.clock.now());
  }
}

const unique = (ids: string[]) => [...new Set(ids)];
const byId = <T extends SearchAlert | Property>(items: T[]) => new Map(items.map((item) => [item.id, item]));
