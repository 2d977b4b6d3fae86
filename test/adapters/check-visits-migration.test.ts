import { describe, expect, it } from 'vitest';
import { EntityManagerSource } from '../../adapters/persistence/mikro-orm/entity-manager-source.js';
import { MikroOrmPropertyRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-property.repository.js';
import { MikroOrmRideRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-ride.repository.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-user.repository.js';
import type { Ride } from '../../domain/rides/ride.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { RideMother } from '../mothers/ride.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { revertFrom } from '../support/revert-migrations.js';
import { databaseKinds, useTestDatabase } from '../support/test-database.js';

/**
 * Migration20261127000000_check_visits on rows stored before it: a check visit then had the admin in `tenant_id`
 * (and a history that begins with the admin's request). After it, that visit is a CHECK with no tenant, booked by
 * the admin; a tenant's visit is a TENANT visit booked by its tenant. Down puts the admin back in the tenant's seat.
 * Expand only: an instance of the previous release still running during a rolling deploy inserts rides as it always
 * did (no purpose, booked_by_id or check_reasons), and such a ride is a tenant's visit booked by its tenant.
 */

describe.each(databaseKinds())('the check-visits migration (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const { sql } = db;
  /** A ride as the previous release inserts it, before the migration or after it (tenant_id always set; none of the new columns). */
  const insertOld = (ride: Ride, tenantId: string) =>
    sql(
      `insert into rides (id, property_id, tenant_id, rider_id, city, locality, slot_start_at, slot_end_at, status, tenant_note, cancel_reason, report, history, created_at, updated_at, version)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null, ?::jsonb, ?, ?, 1)`,
      [ride.id, ride.propertyId, tenantId, ride.riderId, ride.city, ride.locality, ride.slotStartAt, ride.slotEndAt, ride.status, ride.tenantNote, ride.cancelReason, JSON.stringify(ride.history), ride.createdAt, ride.updatedAt],
    );

  it('turns a check visit stored with the admin as its tenant into a CHECK with no tenant, and back; the previous release still books tenants\' visits after it', async () => {
    const source = new EntityManagerSource(db.orm);
    const users = new MikroOrmUserRepository(source);
    const properties = new MikroOrmPropertyRepository(source);
    const [owner, admin, tenant, rider, latecomer] = [UserMother.owner(), UserMother.admin(), UserMother.tenant(), UserMother.rider(), UserMother.tenant()];
    for (const user of [owner, admin, tenant, rider, latecomer]) await users.save(user);
    const listing = PropertyMother.live(owner.id);
    await properties.save(listing);

    await revertFrom(db.orm.migrator, 'Migration20261127000000_check_visits'); // and every migration after it
    const check = RideMother.check({ propertyId: listing.id, adminId: admin.id, riderId: rider.id, reasons: [] });
    const visit = RideMother.requested({ propertyId: listing.id, tenantId: tenant.id, slot: RideMother.slot(12) });
    await insertOld(check, admin.id);
    await insertOld(visit, tenant.id);
    await db.orm.migrator.up();

    const rides = new MikroOrmRideRepository(source);
    expect(await rides.findById(check.id)).toMatchObject({ purpose: 'CHECK', tenantId: null, bookedById: admin.id, checkReasons: [], riderId: rider.id, status: 'ASSIGNED' });
    expect(await rides.findById(visit.id)).toMatchObject({ purpose: 'TENANT', tenantId: tenant.id, bookedById: tenant.id, checkReasons: [] });
    // The table refuses what the domain never builds: a tenant's visit booked by someone else, a check with a tenant
    // or naming nobody who booked it.
    await expect(sql(`update rides set booked_by_id = ? where id = ?`, [admin.id, visit.id])).rejects.toThrow(/rides_purpose_people/);
    await expect(sql(`update rides set tenant_id = ? where id = ?`, [tenant.id, check.id])).rejects.toThrow(/rides_purpose_people/);
    await expect(sql(`update rides set booked_by_id = null where id = ?`, [check.id])).rejects.toThrow(/rides_purpose_people/);

    // An old instance books a visit after the migration ran (a rolling deploy): stored, and read as the tenant's own.
    const late = RideMother.requested({ propertyId: listing.id, tenantId: latecomer.id, slot: RideMother.slot(14), bookedAt: new Date('2026-11-22T11:00:00Z') });
    await insertOld(late, latecomer.id);
    expect(await sql(`select purpose, booked_by_id, check_reasons from rides where id = ?`, [late.id])).toEqual([{ purpose: 'TENANT', booked_by_id: null, check_reasons: [] }]);
    expect(await rides.findById(late.id)).toMatchObject({ purpose: 'TENANT', tenantId: latecomer.id, bookedById: latecomer.id, checkReasons: [], isCheckVisit: false });
    expect((await rides.list({ filter: { propertyId: listing.id, checkVisits: true }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 })).items.map((r) => r.id)).toEqual([check.id]);

    await revertFrom(db.orm.migrator, 'Migration20261127000000_check_visits');
    const back = (await sql(`select id, tenant_id from rides order by slot_start_at`)) as Array<{ id: string; tenant_id: string }>;
    expect(back).toEqual([
      { id: check.id, tenant_id: admin.id },
      { id: visit.id, tenant_id: tenant.id },
      { id: late.id, tenant_id: latecomer.id },
    ]);
    await db.orm.migrator.up();
  });
});
