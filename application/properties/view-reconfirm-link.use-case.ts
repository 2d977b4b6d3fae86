import type { ReconfirmLinkState } from '../../domain/properties/reconfirm-link.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';
import type { ReconfirmLinkRepository } from './ports/reconfirm-link.repository.port.js';
import { findLink, linkState, refusalOf } from './reconfirm-links.js';

/**
 * What a one-tap reconfirmation link shows before anything is tapped: the listing (title, locality, until when
 * it shows in search) and whether the link may still act. Changes nothing: SMS apps and chat previews fetch
 * links on their own, so only UseReconfirmLink (a POST) acts.
 */
export class ViewReconfirmLink {
  constructor(
    private readonly links: ReconfirmLinkRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly hasher: SecretHasher,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<ReconfirmLinkState & { state: 'OPEN' | 'USED' | 'CLOSED' }> {
    const ports = { links: this.links, properties: this.properties, users: this.users, hasher: this.hasher };
    const link = await findLink(ports, token);
    const state = await linkState(ports, link, this.clock.now());
    return { ...state, state: refusalOf(state)?.reason ?? 'OPEN' };
  }
}
