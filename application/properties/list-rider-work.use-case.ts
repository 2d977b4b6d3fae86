import type { Property } from '../../domain/properties/property.js';
import { Cities, type City } from '../../domain/properties/property-options.js';
import { ForbiddenError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Page } from '../shared/list-query.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';

/**
 * The rider's landing: live listings in the rider's city that await a visit (no rider-verified mark, or it
 * lapsed), and the listings the rider posted for owners, in any state and city.
 */
export class ListRiderWork {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly clock: Clock,
  ) {}

  async execute(rider: User, query: { search?: string; offset: number; limit: number }): Promise<Page<Property>> {
    if (!rider.hasRole('RIDER')) throw new ForbiddenError('NO_RIDER_AREA');
    const city = rider.city && (Cities as readonly string[]).includes(rider.city) ? (rider.city as City) : undefined;
    return this.properties.list({
      filter: city ? { now: this.clock.now(), awaitingRiderVisit: true, city, orPostedById: rider.id } : { now: this.clock.now(), postedById: rider.id },
      search: query.search,
      sort: { field: 'updatedAt', order: 'DESC' },
      offset: query.offset,
      limit: query.limit,
    });
  }
}
