import { PropertyNotFoundError, PropertyUnderReviewError } from '../../domain/properties/properties.errors.js';
import type { Property } from '../../domain/properties/property.js';
import { indiaDate } from '../../domain/shared/india-date.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';
import type { PropertyViewLedger } from './ports/property-view-ledger.port.js';
import { seesInFull } from './property-access.js';


export interface GetPropertyInput {
  viewer: User | null;
  propertyId: string;
  /**
   * Set when a person opens the details page: who they are for the view count (`user:<id>` is used for a
   * signed-in viewer whatever is passed; the edge sends a keyed hash for a visitor). One view per viewer
   * per listing per day; owners and admins never count.
   */
  view?: { visitorKey: string | null };
}

/**
 * One listing. Anyone sees a public one (and it counts a view, not for its owner); its owner, admins and
 * the rider who posted it (until it is live) see it in any state (previews). Others get a 404, not a 403: hidden listings do not exist;
 * but a listing under review (reported by three people) answers 409 saying so, so its page can tell the visitor.
 */
export class GetProperty {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly views: PropertyViewLedger,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: GetPropertyInput): Promise<Property> {
    const property = await this.properties.findById(input.propertyId);
    if (!property) throw new PropertyNotFoundError();
    const now = this.clock.now();
    // The rider who posted it previews it until it goes live (then it is public anyway).
    const privileged = seesInFull(input.viewer, property);
    if (!privileged && !property.isPublic(now)) throw property.status === 'UNDER_REVIEW' ? new PropertyUnderReviewError(property.city) : new PropertyNotFoundError();
    const viewerKey = input.viewer ? `user:${input.viewer.id}` : input.view?.visitorKey;
    if (input.view && !privileged && viewerKey) {
      // The viewer's day in the ledger and the count move together: a view is never marked without being counted.
      const counted = await this.unitOfWork.run(async () => {
        if (!(await this.views.record(property.id, viewerKey, indiaDate(now)))) return false;
        await this.properties.increment(property.id, 'viewCount', 1);
        return true;
      });
      if (counted) property.viewCount += 1;
    }
    return property;
  }
}
