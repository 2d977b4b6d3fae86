import { Migration } from '@mikro-orm/migrations';

/**
 * Who counts toward hiding a reported listing: a signed-in reporter's address is kept as
 * a keyed hash (`reporter_address_key`, as a visitor's own key already is), so a signed-out report from the same
 * address is not counted as another person; and a report is CLOSED (no reviewer) when its listing leaves the site
 * another way before a review (rented, removed, rejected, back in review).
 */
export class Migration20261126110000_listing_report_counting extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table listing_reports add column if not exists reporter_address_key varchar(80) null;`);
    // A visitor's key is the hash of their address already.
    this.addSql(`update listing_reports set reporter_address_key = reporter_key where reporter_user_id is null and reporter_address_key is null;`);
    this.addSql(`alter table listing_reports
      drop constraint if exists listing_reports_status_check,
      add constraint listing_reports_status_check check (status in ('OPEN','DISMISSED','ACTIONED','CLOSED'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`update listing_reports set status = 'DISMISSED' where status = 'CLOSED';`);
    this.addSql(`alter table listing_reports
      drop constraint if exists listing_reports_status_check,
      add constraint listing_reports_status_check check (status in ('OPEN','DISMISSED','ACTIONED'));`);
    this.addSql('alter table listing_reports drop column if exists reporter_address_key;');
  }
}
