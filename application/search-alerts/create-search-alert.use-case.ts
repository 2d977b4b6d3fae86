import { coded, ConflictError } from '../../domain/shared/domain-error.js';
import { checkSearchCriteria, MAX_SEARCH_ALERTS_PER_PERSON, SearchAlert, type SearchCriteria } from '../../domain/search-alerts/search-alert.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';

/**
 * "Get SMS alerts for this search": a signed-in person saves the listing page's city and filters. Texts go to the
 * number they signed in with; at most MAX_SEARCH_ALERTS_PER_PERSON alerts each, and not the same search twice.
 */
export class CreateSearchAlert {
  constructor(
    private readonly alerts: SearchAlertRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { actor: User; criteria: SearchCriteria }): Promise<SearchAlert> {
    const { criteria } = input;
    checkSearchCriteria(criteria);
    if (!input.actor.mobileNo) throw new ConflictError('SEARCH_ALERT_NO_PHONE');
    const alert = SearchAlert.create({ userId: input.actor.id, criteria }, this.clock.now());
    const outcome = await this.alerts.add(alert, MAX_SEARCH_ALERTS_PER_PERSON);
    if (outcome === 'full') throw new ConflictError(coded('SEARCH_ALERTS_MAX', { max: MAX_SEARCH_ALERTS_PER_PERSON }));
    if (outcome === 'duplicate') throw new ConflictError('SEARCH_ALERT_DUPLICATE');
    return alert;
  }
}
