import { port } from '../../shared/port.js';

/**
 * Who opened which listing on which day, so the owner's "views" count people, not reloads: one view per
 * viewer per listing per day. A viewer is a key the edge makes (a signed-in user's id, or a keyed hash of a
 * visitor's address and browser); the ledger never sees an address.
 */
export interface PropertyViewLedger {
  /**
   * Notes that `viewerKey` opened the listing on `day` (YYYY-MM-DD, India time). True when it is that
   * viewer's first view of the listing that day (the view counts), false for a repeat. Safe under races:
   * two parallel first views of one viewer count once.
   */
  record(propertyId: string, viewerKey: string, day: string): Promise<boolean>;
}
export const PropertyViewLedger = port<PropertyViewLedger>('PropertyViewLedger');
