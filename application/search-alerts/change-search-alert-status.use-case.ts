import type { SearchAlert, SearchAlertStatus } from '../../domain/search-alerts/search-alert.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';
import { loadOwnAlert } from './search-alert-access.js';

/** The profile's Stop / Resume of one of the person's alerts (the same as the SMS's stop link and its undo). */
export class ChangeSearchAlertStatus {
  constructor(
    private readonly alerts: SearchAlertRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { actor: User; alertId: string; status: SearchAlertStatus }): Promise<SearchAlert> {
    const { status } = input;
    const alert = await loadOwnAlert(this.alerts, input.actor, input.alertId);
    if (alert.status === status) return alert;
    if (status === 'STOPPED') alert.stop(this.clock.now());
    else alert.resume(this.clock.now());
    await this.alerts.save(alert);
    return alert;
  }
}
