import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationsList } from '../../migrations/index.js';

// MikroORM runs the list in the order given: a migration registered out of order would run before one it
// follows on a fresh database, and after it on one that already had the earlier ones.
describe('migrations list', () => {
  it('names every migration file once, oldest first', () => {
    const files = readdirSync(new URL('../../migrations/', import.meta.url))
      .filter((file) => /^Migration\d{14}_\w+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    const names = migrationsList.map((migration) => migration.name);
    expect(names).toEqual(files);
    for (const migration of migrationsList) expect(migration.class.name).toBe(migration.name);
  });
});
