import { migrationsList } from '../../migrations/index.js';

/** Reverts the migrations from `name` on (those after it first), one by one: the database as it was before `name`. */
export async function revertFrom(migrator: { down(): Promise<unknown> }, name: string): Promise<void> {
  const steps = migrationsList.length - migrationsList.findIndex((m) => m.name === name);
  for (let i = 0; i < steps; i += 1) await migrator.down();
}
