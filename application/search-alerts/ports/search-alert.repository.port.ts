import type { ListingFacts, SearchAlert } from '../../../domain/search-alerts/search-alert.js';
import { port } from '../../shared/port.js';

/** What `add` did: stored it, or refused because the person keeps `cap` alerts already, or one for the same search. */
export type AddSearchAlertOutcome = 'added' | 'full' | 'duplicate';

/** People's saved searches, and the matching of a new listing against all of them. */
export interface SearchAlertRepository {
  /**
   * Stores a new alert unless its person already keeps `cap` alerts (active or stopped) or one for the same
   * search: checked and stored as one step per person, so two requests at once cannot make a sixth.
   */
  add(alert: SearchAlert, cap: number): Promise<AddSearchAlertOutcome>;
  findById(id: string): Promise<SearchAlert | null>;
  /** In no particular order; missing ones are left out. */
  findByIds(ids: readonly string[]): Promise<SearchAlert[]>;
  /** A person's alerts, newest first. */
  listByUser(userId: string): Promise<SearchAlert[]>;
  /** Saves a stored alert's changes (stop, resume); a stale copy is refused (ConcurrentModificationError). */
  save(alert: SearchAlert): Promise<void>;
  /** Removes the alert and the homes it had found but not yet sent; false when there was none. */
  delete(id: string): Promise<boolean>;
  /**
   * Records a waiting match for every ACTIVE alert whose search shows this listing (matchesListing), except its
   * owner's own alerts, at most once per (alert, listing) while the match is kept (AlertDigestRepository.purgeBefore):
   * a listing approved again is not told twice to an alert that told of it. `verifiedOnly`: only the alerts that
   * ask for verified homes (the listing was just verified; the others heard of it at its approval). Returns how
   * many were new. On SQL: one statement, never loading the alerts.
   */
  recordMatches(listing: ListingFacts, now: Date, options?: { verifiedOnly?: boolean }): Promise<number>;
}
export const SearchAlertRepository = port<SearchAlertRepository>('SearchAlertRepository');
