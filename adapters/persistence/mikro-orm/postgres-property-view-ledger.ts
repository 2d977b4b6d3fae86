import type { PropertyViewLedger } from '../../../application/properties/ports/property-view-ledger.port.js';
import type { EntityManagerSource } from './entity-manager-source.js';

/**
 * One row per (listing, viewer) holding the last day it was opened. The upsert only writes when the day is
 * newer, and `returning` tells a first view of the day from a repeat in the same statement (no race).
 */
export class PostgresPropertyViewLedger implements PropertyViewLedger {
  constructor(private readonly source: EntityManagerSource) {}

  async record(propertyId: string, viewerKey: string, day: string) {
    const rows = await this.source
      .fork()
      .execute<{ property_id: string }[]>(
        `insert into property_views (property_id, viewer_key, last_day) values (?, ?, ?)
         on conflict (property_id, viewer_key) do update set last_day = excluded.last_day
         where property_views.last_day < excluded.last_day
         returning property_id`,
        [propertyId, viewerKey, day],
      );
    return rows.length > 0;
  }
}
