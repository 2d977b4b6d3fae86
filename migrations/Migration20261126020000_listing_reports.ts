import { Migration } from '@mikro-orm/migrations';

const STATUSES_BEFORE = `'DRAFT','SUBMITTED','LIVE','REJECTED','RENTED','ARCHIVED','SUSPENDED'`;

/**
 * Reports of listings: anyone reports a listing with a reason and a note; open reports from three
 * distinct people take it out of search (status UNDER_REVIEW, a move of the listing: the public search's SQL,
 * which shows `status = 'LIVE'` only, is unchanged) until an admin dismisses them (back to LIVE) or takes it
 * down (REJECTED, the owner told by SMS).
 *
 * "Distinct people" is the database's rule, not only the use case's: one open report per reporter per listing
 * (a partial unique index on the reporter's key: `user:<id>` signed in, a keyed hash of the address signed out),
 * so a repeat, or two taps racing, never counts twice.
 */
export class Migration20261126020000_listing_reports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table properties
      drop constraint properties_status_check,
      add constraint properties_status_check check (status in (${STATUSES_BEFORE},'UNDER_REVIEW'));`);
    // When reports took a listing out of search: its 30-day window does not run while it is under review.
    this.addSql(`alter table properties add column review_held_at timestamptz null;`);

    this.addSql(`create table listing_reports (
      id uuid primary key,
      property_id uuid not null references properties (id),
      city varchar(30) not null,
      reason varchar(20) not null check (reason in ('BROKER','ALREADY_RENTED','WRONG_DETAILS','FRAUD','OTHER')),
      note varchar(500) null,
      reporter_user_id uuid null references users (id) on delete set null,
      reporter_mobile_no varchar(10) null,
      reporter_key varchar(80) not null,
      status varchar(10) not null check (status in ('OPEN','DISMISSED','ACTIONED')),
      reviewed_by_id uuid null references users (id) on delete set null,
      reviewed_at timestamptz null,
      review_note varchar(500) null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null default 1,
      -- A report is reviewed exactly when it is no longer open.
      constraint listing_reports_reviewed_when_closed check ((status = 'OPEN') = (reviewed_at is null))
    );`);
    // One open report per person (or anonymous address) per listing: a repeat is never counted twice.
    this.addSql(`create unique index listing_reports_open_unique on listing_reports (property_id, reporter_key) where status = 'OPEN';`);
    // A listing's reports (its record page, the count of open ones); the queue by status, by city, newest first.
    this.addSql(`create index listing_reports_property_idx on listing_reports (property_id, created_at desc);`);
    this.addSql(`create index listing_reports_status_idx on listing_reports (status, created_at desc);`);
    this.addSql(`create index listing_reports_city_idx on listing_reports (city, status, created_at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists listing_reports;');
    this.addSql(`update properties set status = 'LIVE' where status = 'UNDER_REVIEW';`);
    this.addSql(`alter table properties
      drop constraint properties_status_check,
      add constraint properties_status_check check (status in (${STATUSES_BEFORE}));`);
    this.addSql('alter table properties drop column if exists review_held_at;');
  }
}
