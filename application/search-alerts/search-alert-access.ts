import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { SearchAlert } from '../../domain/search-alerts/search-alert.js';
import type { User } from '../../domain/users/user.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';

/** The person's own alert; anyone else's (or none) is "not found", so ids of others' alerts reveal nothing. */
export async function loadOwnAlert(alerts: SearchAlertRepository, actor: User, alertId: string): Promise<SearchAlert> {
  const alert = await alerts.findById(alertId);
  if (!alert || alert.userId !== actor.id) throw new NotFoundError('ALERT_NOT_FOUND');
  return alert;
}
