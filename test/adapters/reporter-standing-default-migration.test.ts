import { describe, expect, it } from 'vitest';
import { EntityManagerSource } from '../../adapters/persistence/mikro-orm/entity-manager-source.js';
import { MikroOrmListingReportRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-listing-report.repository.js';
import { MikroOrmPropertyRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-property.repository.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-user.repository.js';
import { peopleCountedToHide } from '../../domain/listing-reports/listing-report.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { databaseKinds, useTestDatabase } from '../support/test-database.js';

/**
 * During a rolling deploy an instance of the version before reporter standings still files reports without the
 * column (its insert names only the columns it knows). The report is kept, read as NEW, and never counts toward
 * hiding the listing (Migration20261203000000_reporter_standing_default).
 */
describe.each(databaseKinds())('a report filed by an instance that knows no standing (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const { sql } = db;

  it('is kept as NEW and not counted', async () => {
    const source = new EntityManagerSource(db.orm);
    const users = new MikroOrmUserRepository(source);
    const [owner, reporter] = [UserMother.owner(), UserMother.tenant()];
    for (const user of [owner, reporter]) await users.save(user);
    const listing = PropertyMother.live(owner.id);
    await new MikroOrmPropertyRepository(source).save(listing);
    const id = '0190bbbb-0000-7000-8000-000000000001';
    await sql(
      `insert into listing_reports (id, property_id, city, reason, note, reporter_user_id, reporter_mobile_no, reporter_key, status, created_at, updated_at)
       values (?, ?, 'patna', 'FRAUD', null, ?, ?, ?, 'OPEN', now(), now())`,
      [id, listing.id, reporter.id, reporter.mobileNo, `user:${reporter.id}`],
    );
    const report = await new MikroOrmListingReportRepository(source).findById(id);
    expect(report?.reporterStanding).toBe('NEW');
    expect(peopleCountedToHide([report!], null)).toBe(0);
  });
});
