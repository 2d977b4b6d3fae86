import { PropertyNotFoundError } from '../../domain/properties/properties.errors.js';
import type { Property } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';

/**
 * One listing. Anyone sees a public one (and it counts a view, not for its owner); its owner and
 * admins see it in any state (previews). Others get a 404, not a 403: hidden listings do not exist.
 */
export class GetProperty {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { viewer: User | null; propertyId: string; countView?: boolean }): Promise<Property> {
    const property = await this.properties.findById(input.propertyId);
    if (!property) throw new PropertyNotFoundError();
    const privileged = input.viewer !== null && (input.viewer.isAdmin || input.viewer.id === property.ownerId);
    if (!privileged && !property.isPublic(this.clock.now())) throw new PropertyNotFoundError();
    if (input.countView && !privileged) {
      await this.properties.increment(property.id, 'viewCount', 1);
      property.viewCount += 1;
    }
    return property;
  }
}
