import { Migration20261122000000_foundation } from './Migration20261122000000_foundation.js';

/** Every migration, oldest first. Listed explicitly so no file globbing is needed at run time. */
export const migrationsList = [{ name: 'Migration20261122000000_foundation', class: Migration20261122000000_foundation }];
