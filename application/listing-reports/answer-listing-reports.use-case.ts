import { OwnerAnswer } from '../../domain/listing-reports/owner-answer.js';
import { PropertyNotFoundError } from '../../domain/properties/properties.errors.js';
import { ConflictError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { isHeldByReports, ownersListing, readOwnerListingCheck, type OwnerListingCheck } from './owner-listing-check.js';
import type { ListingReportRepository } from './ports/listing-report.repository.port.js';

/**
 * The owner answers the reports that keep their listing out of search (10 to 1000 characters, at most 3 per check);
 * admins read the answers beside the reports before they dismiss them or take the listing down. Only the owner
 * answers (an admin gets 404 as anyone else), and only while reports hold the listing (409 otherwise).
 */
export class AnswerListingReports {
  constructor(
    private readonly reports: ListingReportRepository,
    private readonly properties: PropertyRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { actor: User; propertyId: string; text?: string | null }): Promise<OwnerListingCheck> {
    const property = await ownersListing(this.properties, input.actor, input.propertyId);
    if (property.ownerId !== input.actor.id) throw new PropertyNotFoundError();
    if (!isHeldByReports(property)) throw new ConflictError('LISTING_REPORT_ANSWER_NOT_HELD');
    const answer = OwnerAnswer.write(
      { propertyId: property.id, ownerId: input.actor.id, text: input.text ?? '', heldSince: property.reviewHeldAt!, earlier: await this.reports.listAnswers(property.id) },
      this.clock.now(),
    );
    await this.reports.addAnswer(answer);
    return readOwnerListingCheck({ reports: this.reports }, property);
  }
}
