import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { SearchAlert } from '../../domain/search-alerts/search-alert.js';
import type { Language } from '../../domain/shared/language.js';
import { DEFAULT_LANGUAGE } from '../../domain/shared/language.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { retryOnConflict } from '../shared/retry-on-conflict.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { AlertDigestRepository } from './ports/alert-digest.repository.port.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';

/**
 * What the stop page shows: every search alert of the person the SMS went to (the SMS says "Stop alerts": its link
 * is their opt-out from all of them, not only from the alerts that found its homes), as they are now, in their
 * language.
 */
export interface AlertStopView {
  language: Language;
  alerts: SearchAlert[];
}

/**
 * The SMS's stop link: the SMS it came in (found by the hash of its token) and the alerts of that SMS's person, read
 * or switched all at once.
 */
export class AlertStopLinks {
  constructor(
    private readonly digests: AlertDigestRepository,
    private readonly alerts: SearchAlertRepository,
    private readonly users: UserRepository,
    private readonly hasher: SecretHasher,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The SMS a stop link came in, and its person's alerts, newest first; an unknown token is "not found". */
  async load(token: string): Promise<AlertStopView> {
    const digest = typeof token === 'string' && token.length > 0 && token.length <= 64 ? await this.digests.findByStopTokenHash(this.hasher.hash(token)) : null;
    if (!digest) throw new NotFoundError('LINK_INVALID');
    const alerts = await this.alerts.listByUser(digest.userId);
    const user = await this.users.findById(digest.userId);
    return { language: user?.language ?? DEFAULT_LANGUAGE, alerts };
  }

  /**
   * Stops (`STOPPED`) or resumes (`ACTIVE`) every alert the stop link's page lists, in one unit of work. Two taps at
   * once (an SMS app opening the link twice): the second finds its copy stale, reads them again, finds them changed
   * already and answers with the page as it is, never an error.
   */
  switchAll(token: string, to: 'STOPPED' | 'ACTIVE'): Promise<AlertStopView> {
    return retryOnConflict(3, async () => {
      const view = await this.load(token);
      const now = this.clock.now();
      const changed = view.alerts.filter((alert) => alert.status !== to);
      for (const alert of changed) {
        if (to === 'STOPPED') alert.stop(now);
        else alert.resume(now);
      }
      if (changed.length === 0) return view;
      await this.unitOfWork.run(async () => {
        for (const alert of changed) await this.alerts.save(alert);
      });
      return view;
    });
  }
}
