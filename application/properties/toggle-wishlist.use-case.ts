import { PropertyNotFoundError } from '../../domain/properties/properties.errors.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { Messages } from '../../domain/shared/messages.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';
import type { WishlistRepository } from './ports/wishlist.repository.port.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The heart on a listing: saves a public listing, or removes it (even if it is no longer public). */
export class ToggleWishlist {
  constructor(
    private readonly wishlist: WishlistRepository,
    private readonly properties: PropertyRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(user: User, propertyId: string): Promise<{ wishlisted: boolean }> {
    if (typeof propertyId !== 'string' || propertyId === '') throw ValidationError.field('property_id', Messages.required);
    if (!UUID.test(propertyId)) throw new PropertyNotFoundError();
    const property = await this.properties.findById(propertyId);
    const now = this.clock.now();
    if (!property) throw new PropertyNotFoundError();
    const saved = await this.wishlist.contains(user.id, [property.id]);
    if (!saved.has(property.id) && !property.isPublic(now)) throw new PropertyNotFoundError();
    // The entry and the listing's count move together.
    return this.unitOfWork.run(async () => {
      const wishlisted = await this.wishlist.toggle(user.id, property.id, now);
      await this.properties.increment(property.id, 'wishlistCount', wishlisted ? 1 : -1);
      return { wishlisted };
    });
  }
}
