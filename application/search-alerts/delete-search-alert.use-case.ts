import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';
import { loadOwnAlert } from './search-alert-access.js';

/** Deletes one of the person's alerts (and the homes it found that were not sent yet). */
export class DeleteSearchAlert {
  constructor(private readonly alerts: SearchAlertRepository) {}

  async execute(input: { actor: User; alertId: string }): Promise<void> {
    const alert = await loadOwnAlert(this.alerts, input.actor, input.alertId);
    // Two deletes at once: the second finds nothing to delete.
    if (!(await this.alerts.delete(alert.id))) throw new NotFoundError('ALERT_NOT_FOUND');
  }
}
