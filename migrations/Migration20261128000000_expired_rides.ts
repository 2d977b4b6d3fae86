import { Migration } from '@mikro-orm/migrations';

/**
 * A visit can expire: one still requested or assigned when its slot ends moves to EXPIRED (the expiry job,
 * application/rides/expire-passed-rides.use-case.ts). The status check takes the new value, and an expired visit
 * may or may not have had a rider (requested: none; assigned: one), like a cancelled one.
 *
 * Expand only, for rolling deploys: instances of the previous release never write EXPIRED; one that reads an
 * expired visit during the overlap shows its status as it came (the job runs on whichever instance takes it, and
 * an old instance has no handler for it, so it leaves the job to a new one).
 */
export class Migration20261128000000_expired_rides extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table rides drop constraint if exists rides_status_check;`);
    this.addSql(`alter table rides add constraint rides_status_check
      check (status in ('REQUESTED','ASSIGNED','CONFIRMED','STARTED','COMPLETED','CANCELLED','NO_SHOW','EXPIRED'));`);
    this.addSql(`alter table rides drop constraint rides_rider_matches_status;`);
    this.addSql(`alter table rides add constraint rides_rider_matches_status check (
      case when status = 'REQUESTED' then rider_id is null when status in ('CANCELLED','EXPIRED') then true else rider_id is not null end
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`update rides set status = 'CANCELLED', cancel_reason = 'Expired' where status = 'EXPIRED';`);
    this.addSql(`alter table rides drop constraint rides_rider_matches_status;`);
    this.addSql(`alter table rides add constraint rides_rider_matches_status check (
      case when status = 'REQUESTED' then rider_id is null when status = 'CANCELLED' then true else rider_id is not null end
    );`);
    this.addSql(`alter table rides drop constraint if exists rides_status_check;`);
    this.addSql(`alter table rides add constraint rides_status_check
      check (status in ('REQUESTED','ASSIGNED','CONFIRMED','STARTED','COMPLETED','CANCELLED','NO_SHOW'));`);
  }
}
