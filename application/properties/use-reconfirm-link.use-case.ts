import { isReconfirmAction, type ReconfirmAction, type ReconfirmLinkState } from '../../domain/properties/reconfirm-link.js';
import { ReconfirmActionError, ReconfirmLinkConflictError } from '../../domain/properties/reconfirm-link.errors.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { closeOpenReports } from '../listing-reports/listing-report-access.js';
import type { ListingReportRepository } from '../listing-reports/ports/listing-report.repository.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';
import type { ReconfirmLinkRepository } from './ports/reconfirm-link.repository.port.js';
import { findLink, linkState, refusalOf } from './reconfirm-links.js';

/**
 * The owner's one tap from the reminder SMS, without signing in: "Still available" reconfirms the listing for
 * another 30 days, "Rented out" marks it rented. The token is the credential (128 random bits, only its keyed
 * hash stored), bound to one listing and the window it was sent for. Single use: marking the link used and
 * the listing's change are one unit of work, so two taps at once change the listing once (the other is told
 * "already used", 409, with the listing as it is now), and a failed save leaves the link usable.
 */
export class UseReconfirmLink {
  constructor(
    private readonly links: ReconfirmLinkRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly hasher: SecretHasher,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly reports: ListingReportRepository,
  ) {}

  /** `action` as the HTTP edge checked it (isReconfirmAction); refused again for any other caller. */
  async execute(input: { token: string; action: ReconfirmAction }): Promise<ReconfirmLinkState> {
    if (!isReconfirmAction(input.action)) throw new ReconfirmActionError();
    const { action } = input;
    const ports = { links: this.links, properties: this.properties, users: this.users, hasher: this.hasher };
    const link = await findLink(ports, input.token);
    const now = this.clock.now();
    const state = await linkState(ports, link, now);
    const refusal = refusalOf(state);
    if (refusal) throw refusal;

    const { property } = state;
    const won = await this.unitOfWork.run(async () => {
      if (!(await this.links.consume(link.id, action, now))) return false;
      if (action === 'reconfirm') property.reconfirm(now);
      else property.markRented(now);
      await this.properties.save(property);
      await closeOpenReports(this.reports, property, now); // rented: off the site, its open reports close with it
      return true;
    });
    // Lost the race to another tap of the same link: say so, with what that tap left.
    if (!won) throw new ReconfirmLinkConflictError('USED', await linkState(ports, (await this.links.findById(link.id))!, now));
    link.usedAt = now;
    link.usedAction = action;
    return { ...state, link, property };
  }
}
