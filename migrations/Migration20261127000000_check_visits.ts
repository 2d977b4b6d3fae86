import { Migration } from '@mikro-orm/migrations';

/** Rides still to happen or happening (OpenRideStatuses in domain/rides/ride-status.ts). */
const OPEN = `'REQUESTED','ASSIGNED','CONFIRMED','STARTED'`;

/**
 * A check visit has no tenant. An admin's check of a reported listing used to be stored
 * with the admin in `tenant_id`, so the rider was shown the admin's first name as the tenant and the tenant's texts
 * (visit confirmed, cancelled) went to the admin's phone. Now a ride says why it is made (`purpose`: TENANT, a
 * tenant's visit; CHECK, an admin's check of the listing), who booked it (`booked_by_id`: the tenant, or the admin),
 * and for a check why the listing was reported (`check_reasons`, the report reasons when it was booked); a check
 * has no tenant. The rules the code keeps are the table's too: a tenant's visit was booked by its tenant and has no
 * report reasons, a check has no tenant and names the admin who booked it; one open booking per tenant per listing
 * (as before), and one open check per admin per listing (as before, when the admin sat in the tenant's seat).
 *
 * Expand only, for rolling deploys (ADR 0010: instances are replaced one by one and each runs the migrations when it
 * starts). Until the last instance of the previous release is gone, those instances insert rides as they always
 * did: with `tenant_id` and without `purpose`, `booked_by_id` or `check_reasons`. So `purpose` keeps its default
 * TENANT, `check_reasons` its default `[]`, and `booked_by_id` may be null for a tenant's visit: such a row is what
 * it always meant, a tenant's visit booked by its tenant, and the domain and both ride repositories read it so
 * (Ride.restored). This release writes every column itself (`booked_by_id` too). A check booked on an old instance
 * during the overlap is stored the old way (purpose TENANT, the admin in `tenant_id`, history beginning with the
 * admin's request).
 *
 * A follow-up migration, in a release after this one is everywhere, may tighten (contract):
 * - re-classify the old-style checks booked during the overlap, in one statement so `booked_by_id` takes the old
 *   tenant: `update rides set purpose = 'CHECK', booked_by_id = tenant_id, tenant_id = null where purpose = 'TENANT'
 *   and history->0->>'action' = 'request' and history->0->>'byRole' = 'ADMIN'` (skipping, or first cancelling, one
 *   that would be a second open check of its admin and listing: rides_open_check_unique);
 * - `update rides set booked_by_id = tenant_id where booked_by_id is null`, then `alter column booked_by_id set not
 *   null`, and tighten rides_purpose_people's TENANT case to `booked_by_id = tenant_id`;
 * - `alter column purpose drop default` and `alter column check_reasons drop default` (every insert names them);
 * - drop Ride.restored's reading of a null `booked_by_id` in the domain and the repositories.
 */
export class Migration20261127000000_check_visits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table rides
      add column purpose varchar(6) not null default 'TENANT' check (purpose in ('TENANT','CHECK')),
      add column booked_by_id uuid null references users (id),
      add column check_reasons jsonb not null default '[]'::jsonb check (jsonb_typeof(check_reasons) = 'array');`);
    // Check visits booked so far: their history begins with an admin's request, and the admin sat in the tenant's seat.
    this.addSql(`update rides set purpose = 'CHECK' where history->0->>'action' = 'request' and history->0->>'byRole' = 'ADMIN';`);
    this.addSql(`update rides set booked_by_id = tenant_id;`);
    this.addSql(`alter table rides alter column tenant_id drop not null;`);
    this.addSql(`update rides set tenant_id = null where purpose = 'CHECK';`);
    // A tenant's visit: its tenant, booked by them (or, inserted by the previous release, by nobody named: the
    // tenant), no report reasons. A check: no tenant, the admin who booked it.
    this.addSql(`alter table rides
      add constraint rides_purpose_people check (
        case when purpose = 'TENANT'
          then tenant_id is not null and (booked_by_id is null or booked_by_id = tenant_id) and check_reasons = '[]'::jsonb
          else tenant_id is null and booked_by_id is not null
        end
      );`);
    // A check has no tenant, so the open-booking index (tenant, listing) no longer holds it: its own index keeps
    // the rule it had, one open check per admin per listing.
    this.addSql(`create unique index rides_open_check_unique on rides (booked_by_id, property_id) where purpose = 'CHECK' and status in (${OPEN});`);
    // A listing's check visits, newest first (the report's record page), without walking its tenants' visits.
    this.addSql(`create index rides_checks_idx on rides (property_id, created_at desc) where purpose = 'CHECK';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists rides_checks_idx;');
    this.addSql('drop index if exists rides_open_check_unique;');
    this.addSql('alter table rides drop constraint if exists rides_purpose_people;');
    // The admin goes back into the tenant's seat (a check always names its admin; a tenant's visit has its tenant).
    this.addSql(`update rides set tenant_id = booked_by_id where tenant_id is null;`);
    this.addSql('alter table rides alter column tenant_id set not null;');
    this.addSql('alter table rides drop column if exists check_reasons, drop column if exists booked_by_id, drop column if exists purpose;');
  }
}
