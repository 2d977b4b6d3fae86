import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { loadStopLink, type AlertStopView } from './alert-stop-link.js';
import type { AlertDigestRepository } from './ports/alert-digest.repository.port.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';

/** The stop page opened by something that is not a person's tap (a link preview, a prefetch): shows, changes nothing. */
export class ViewAlertStopLink {
  constructor(
    private readonly digests: AlertDigestRepository,
    private readonly alerts: SearchAlertRepository,
    private readonly users: UserRepository,
    private readonly hasher: SecretHasher,
  ) {}

  execute(input: { token: string }): Promise<AlertStopView> {
    return loadStopLink({ digests: this.digests, alerts: this.alerts, users: this.users, hasher: this.hasher }, input.token);
  }
}
