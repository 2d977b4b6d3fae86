import { port } from '../../shared/port.js';

/** Who saved which listing. */
export interface WishlistRepository {
  /** Adds or removes; returns whether the listing is now on the list. */
  toggle(userId: string, propertyId: string, now: Date): Promise<boolean>;
  /** Newest first. */
  list(userId: string, offset: number, limit: number): Promise<{ propertyIds: string[]; total: number }>;
  contains(userId: string, propertyIds: string[]): Promise<Set<string>>;
  /** Empties the person's list (erasure); returns how many entries went. */
  clear(userId: string): Promise<number>;
}
export const WishlistRepository = port<WishlistRepository>('WishlistRepository');
