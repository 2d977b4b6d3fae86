import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { setAlertsByLink, type AlertStopView } from './alert-stop-link.js';
import type { AlertDigestRepository } from './ports/alert-digest.repository.port.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';

/** Undo on the stop page: the person's alerts text again (all of them, as the page lists them). Idempotent, like the stop. */
export class ResumeAlertsByLink {
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
    return setAlertsByLink({ digests, alerts, users, hasher, clock, unitOfWork }, input.token, 'ACTIVE');
  }
}
