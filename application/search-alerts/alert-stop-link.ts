import { NotFoundError } from '../../domain/shared/domain-error.js';
import { SearchAlertMessages, type SearchAlert } from '../../domain/search-alerts/search-alert.js';
import type { Language } from '../../domain/shared/language.js';
import { DEFAULT_LANGUAGE } from '../../domain/shared/language.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { AlertDigestRepository } from './ports/alert-digest.repository.port.js';
import type { SearchAlertRepository } from './ports/search-alert.repository.port.js';

/** What the stop page shows: the alerts of that SMS as they are now, in the language of the person it went to. */
export interface AlertStopView {
  language: Language;
  alerts: SearchAlert[];
}

export interface StopLinkPorts {
  digests: AlertDigestRepository;
  alerts: SearchAlertRepository;
  users: UserRepository;
  hasher: SecretHasher;
}

/** The SMS a stop link came in, and its alerts (the ones its person still has); an unknown token is "not found". */
export async function loadStopLink(ports: StopLinkPorts, token: string): Promise<AlertStopView> {
  const digest = typeof token === 'string' && token.length > 0 && token.length <= 64 ? await ports.digests.findByStopTokenHash(ports.hasher.hash(token)) : null;
  if (!digest) throw new NotFoundError(SearchAlertMessages.linkNotFound);
  const alerts = (await ports.alerts.findByIds(digest.alertIds)).filter((alert) => alert.userId === digest.userId);
  alerts.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  const user = await ports.users.findById(digest.userId);
  return { language: user?.language ?? DEFAULT_LANGUAGE, alerts };
}
