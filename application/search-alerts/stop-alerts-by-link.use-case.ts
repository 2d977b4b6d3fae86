import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { setAlertsByLink, type AlertStopView } from './alert-stop-link.js';
import type { AlertDigestRepository } from './ports/alert-digest.repository.port.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';

/**
 * The SMS's one-tap stop link, without signing in: stops every search alert of the person it went to (homes they
 * found and not yet sent are never sent), whichever alerts found that SMS's homes: an opt-out that leaves another
 * alert texting the next day is no opt-out. Idempotent: a second tap finds them stopped and changes nothing, and
 * two taps at once (an SMS app opening the link twice) end the same way.
 */
export class StopAlertsByLink {
  constructor(
    private readonly digests: AlertDigestRepository,
    private readonly alerts: SearchAlertRepository,
    private readonly users: UserRepository,
    private readonly hasher: SecretHasher,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(input: { token: string }): Promise<AlertStopView> {
    const { digests, alerts, users, hasher, clock, unitOfWork } = this;
    return setAlertsByLink({ digests, alerts, users, hasher, clock, unitOfWork }, input.token, 'STOPPED');
  }
}
