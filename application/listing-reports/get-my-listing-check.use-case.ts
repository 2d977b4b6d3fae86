import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import { ownersListing, readOwnerListingCheck, type OwnerListingCheck } from './owner-listing-check.js';
import type { ListingReportRepository } from './ports/listing-report.repository.port.js';

/** The owner reads why their listing is out of search for a check of reports, and what they answered (404 for others). */
export class GetMyListingCheck {
  constructor(
    private readonly reports: ListingReportRepository,
    private readonly properties: PropertyRepository,
  ) {}

  async execute(input: { actor: User; propertyId: string }): Promise<OwnerListingCheck> {
    const property = await ownersListing(this.properties, input.actor, input.propertyId);
    return readOwnerListingCheck({ reports: this.reports }, property);
  }
}
