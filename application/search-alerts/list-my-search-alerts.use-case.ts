import type { SearchAlert } from '../../domain/search-alerts/search-alert.js';
import type { User } from '../../domain/users/user.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';

/** The signed-in person's alerts, newest first (at most MAX_SEARCH_ALERTS_PER_PERSON). */
export class ListMySearchAlerts {
  constructor(private readonly alerts: SearchAlertRepository) {}

  execute(input: { actor: User }): Promise<SearchAlert[]> {
    return this.alerts.listByUser(input.actor.id);
  }
}
