import type { Property } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import type { Page } from '../shared/list-query.js';
import type { PropertyRepository } from './ports/property.repository.port.js';
import type { WishlistRepository } from './ports/wishlist.repository.port.js';

/** The signed-in person's saved homes, newest first (listings that went off the market included, so they can be removed). */
export class ListWishlist {
  constructor(
    private readonly wishlist: WishlistRepository,
    private readonly properties: PropertyRepository,
  ) {}

  async execute(user: User, offset: number, limit: number): Promise<Page<Property>> {
    const { propertyIds, total } = await this.wishlist.list(user.id, offset, limit);
    return { items: await this.properties.findByIds(propertyIds), total };
  }
}
