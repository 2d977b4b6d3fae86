import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { loadStopLink, type AlertStopView } from './alert-stop-link.js';
import type { AlertDigestRepository } from './ports/alert-digest.repository.port.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';

/**
 * The SMS's one-tap stop link, without signing in: stops the alerts that SMS told of (homes they found and not yet
 * sent are never sent). Idempotent: a second tap finds them stopped and changes nothing.
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

  async execute(input: { token: string }): Promise<AlertStopView> {
    const view = await loadStopLink({ digests: this.digests, alerts: this.alerts, users: this.users, hasher: this.hasher }, input.token);
    const now = this.clock.now();
    const changed = view.alerts.filter((alert) => alert.isActive);
    for (const alert of changed) alert.stop(now);
    if (changed.length > 0) await this.unitOfWork.run(async () => {
      for (const alert of changed) await this.alerts.save(alert);
    });
    return view;
  }
}
