import { describe, expect, it } from 'vitest';
import { EntityManagerSource } from '../../adapters/persistence/mikro-orm/entity-manager-source.js';
import { MikroOrmPropertyRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-property.repository.js';
import { MikroOrmRideRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-ride.repository.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-user.repository.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { RideMother } from '../mothers/ride.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { revertFrom } from '../support/revert-migrations.js';
import { databaseKinds, useTestDatabase } from '../support/test-database.js';

/**
 * Migration20261128200000_ride_note_codes on history stored before it (English notes only): a note the system
 * wrote gets its code and params, so a Hindi page says it in Hindi; a person's words stay without one.
 */
describe.each(databaseKinds())('the ride note codes migration (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const { sql } = db;

  it('gives the stored system notes their codes, and takes them off again on the way down', async () => {
    const source = new EntityManagerSource(db.orm);
    const users = new MikroOrmUserRepository(source);
    const [owner, tenant] = [UserMother.owner(), UserMother.tenant()];
    for (const user of [owner, tenant]) await users.save(user);
    const listing = PropertyMother.live(owner.id);
    await new MikroOrmPropertyRepository(source).save(listing);
    const rides = new MikroOrmRideRepository(source);
    const ride = RideMother.requested({ propertyId: listing.id, tenantId: tenant.id });
    await rides.save(ride);
    const at = new Date().toISOString();
    const stored = [
      { at, byId: tenant.id, byRole: 'TENANT', action: 'request', from: null, to: 'REQUESTED', note: null },
      { at, byId: null, byRole: 'RIDER', action: 'complete', from: 'STARTED', to: 'COMPLETED', note: "Differences: Only one bathroom, it's small" },
      { at, byId: tenant.id, byRole: 'TENANT', action: 'cancel', from: 'REQUESTED', to: 'CANCELLED', note: 'Home matched its listing' },
      { at, byId: null, byRole: 'SYSTEM', action: 'cancel', from: 'REQUESTED', to: 'CANCELLED', note: 'Our team had to call this visit off. We are sorry for the trouble.' },
    ];
    await sql(`update rides set history = ?::jsonb where id = ?`, [JSON.stringify(stored), ride.id]);
    const history = async () => ((await sql(`select history from rides where id = ?`, [ride.id])) as Array<{ history: unknown }>)[0]!.history as Array<Record<string, unknown>>;

    await revertFrom(db.orm.migrator, 'Migration20261128200000_ride_note_codes'); // back to before it (and those after it)
    expect(await history()).toEqual(stored);
    await db.orm.migrator.up();
    expect((await history()).map((event) => event.noteText)).toEqual([
      undefined,
      { code: 'RIDE_DIFFERENCES', params: { differences: "Only one bathroom, it's small" } },
      undefined, // a person's cancel reason, even if it reads like a system text
      { code: 'RIDE_CALLED_OFF', params: {} },
    ]);
    expect((await history()).map((event) => event.note)).toEqual(stored.map((event) => event.note));
  });
});
