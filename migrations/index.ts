import { Migration20261122000000_foundation } from './Migration20261122000000_foundation.js';
import { Migration20261122010000_properties } from './Migration20261122010000_properties.js';
import { Migration20261123000000_property_views } from './Migration20261123000000_property_views.js';
import { Migration20261124000000_rides } from './Migration20261124000000_rides.js';
import { Migration20261125000000_idempotency_keys } from './Migration20261125000000_idempotency_keys.js';

/** Every migration, oldest first. Listed explicitly so no file globbing is needed at run time. */
export const migrationsList = [
  { name: 'Migration20261122000000_foundation', class: Migration20261122000000_foundation },
  { name: 'Migration20261122010000_properties', class: Migration20261122010000_properties },
  { name: 'Migration20261123000000_property_views', class: Migration20261123000000_property_views },
  { name: 'Migration20261124000000_rides', class: Migration20261124000000_rides },
  { name: 'Migration20261125000000_idempotency_keys', class: Migration20261125000000_idempotency_keys },
];
