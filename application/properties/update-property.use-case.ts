import { parsePropertyDetails } from '../../domain/properties/property-details.js';
import type { Property } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { loadManageable } from './property-access.js';
import type { PropertyRepository } from './ports/property.repository.port.js';

/** The owner (or an admin) edits a listing's details; the whole description is sent again. */
export class UpdateProperty {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { actor: User; propertyId: string; details: Record<string, unknown> }): Promise<Property> {
    const property = await loadManageable(this.properties, input.propertyId, input.actor);
    property.revise(parsePropertyDetails(input.details), this.clock.now());
    await this.properties.save(property);
    return property;
  }
}
