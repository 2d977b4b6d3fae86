import type { User } from '../../domain/users/user.js';
import type { WishlistRepository } from './ports/wishlist.repository.port.js';

/** Which of these listings the person has saved (for the hearts on a results page or a listing). */
export class FindSavedListings {
  constructor(private readonly wishlist: WishlistRepository) {}

  async execute(user: User, propertyIds: string[]): Promise<Set<string>> {
    return this.wishlist.contains(user.id, propertyIds);
  }
}
