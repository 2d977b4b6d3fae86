import { DEFAULT_LANGUAGE } from '../../domain/shared/language.js';
import type { ReconfirmLink, ReconfirmLinkState } from '../../domain/properties/reconfirm-link.js';
import { ReconfirmLinkConflictError, ReconfirmLinkExpiredError, ReconfirmLinkNotFoundError } from '../../domain/properties/reconfirm-link.errors.js';
import { PropertyNotFoundError } from '../../domain/properties/properties.errors.js';
import { AccountBlockedError } from '../../domain/users/users.errors.js';
import { port } from '../shared/port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';
import type { ReconfirmLinkRepository } from './ports/reconfirm-link.repository.port.js';

declare module '../shared/ports/job-queue.port.js' {
  interface Jobs {
    /** Daily (10:00 India time): plan a reminder for every live listing whose window ends within 3 days (India's calendar days), and queue again the texts that never went out. */
    'reconfirm.plan-reminders': Record<string, never>;
    /** Text one planned reminder to the listing's owner, with a fresh one-tap link. */
    'reconfirm.send-reminder': { linkId: string };
  }
}

/** What the reminders need besides ports: the product name in the text, and the links' base (`https://<site>/o/`). */
export interface ReconfirmSettings {
  productName: string;
  linkBase: string;
}
export const ReconfirmSettings = port<ReconfirmSettings>('ReconfirmSettings');

/**
 * The steps ViewReconfirmLink and UseReconfirmLink share: find a link by the token in its URL, and tell what it
 * may still do. Checked in this order, for a GET and a POST alike: unknown (404), expired (410), the owner
 * blocked (403), then used or its window over (the page shows the listing as it is now).
 */

/** Tokens are 22 URL-safe characters (128 bits); anything else cannot be one and is not even looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

export interface LinkPorts {
  links: ReconfirmLinkRepository;
  properties: PropertyRepository;
  users: UserRepository;
  hasher: SecretHasher;
}

/** The link a token opens (only its keyed hash is stored: a made-up or altered token finds nothing). */
export async function findLink(ports: Pick<LinkPorts, 'links' | 'hasher'>, token: unknown): Promise<ReconfirmLink> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) throw new ReconfirmLinkNotFoundError();
  const link = await ports.links.findByTokenHash(ports.hasher.hash(token));
  if (!link) throw new ReconfirmLinkNotFoundError();
  return link;
}

/** The link with its listing as it is now and its owner's language (blocked owner: 403; expired: 410). */
export async function linkState(ports: LinkPorts, link: ReconfirmLink, now: Date): Promise<ReconfirmLinkState> {
  if (link.isExpired(now)) throw new ReconfirmLinkExpiredError();
  const property = await ports.properties.findById(link.propertyId);
  if (!property) throw new PropertyNotFoundError();
  const owner = await ports.users.findById(property.ownerId);
  if (owner && !owner.isActive) throw new AccountBlockedError();
  return { link, property, language: owner?.language ?? DEFAULT_LANGUAGE };
}

/** Whether the link may still act; if not, the 409 that says why, with the listing as it is now. */
export function refusalOf(state: ReconfirmLinkState): ReconfirmLinkConflictError | null {
  if (state.link.isUsed) return new ReconfirmLinkConflictError('USED', state);
  if (!state.link.coversCurrentWindowOf(state.property)) return new ReconfirmLinkConflictError('CLOSED', state);
  return null;
}
