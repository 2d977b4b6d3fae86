import { Migration } from '@mikro-orm/migrations';

const RIDE_STATUSES = `'REQUESTED','ASSIGNED','CONFIRMED','STARTED','COMPLETED','CANCELLED','NO_SHOW'`;
/** Rides holding their rider's slot (SlotHoldingStatuses in domain/rides/ride.ts). */
const SLOT_HOLDING = `'ASSIGNED','CONFIRMED','STARTED','COMPLETED'`;
/** Rides still to happen or happening (OpenRideStatuses). */
const OPEN = `'REQUESTED','ASSIGNED','CONFIRMED','STARTED'`;

/**
 * Riders, rides and people: who a person is (city, why they were blocked), how a listing earned
 * its verified mark, rider applications, and rides: rider-assisted visits of live listings.
 *
 * The two rules two admins (or a double-clicking tenant) could break at once are the database's, not
 * only the use cases': a rider holds one ride per slot, and a tenant has one open booking per listing.
 */
export class Migration20261124000000_rides extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users
      add column city varchar(20) null,
      add column status_reason varchar(500) null,
      add column status_changed_at timestamptz null;`);
    // The People grids filter by city (riders by the city they serve).
    this.addSql(`create index users_city_idx on users (city, created_at desc) where city is not null;`);

    this.addSql(`alter table properties
      add column verified_via varchar(12) null check (verified_via in ('ADMIN','RIDER_VISIT')),
      add column review_note varchar(1100) null;`);
    // Every mark given before riders existed was an admin's.
    this.addSql(`update properties set verified_via = 'ADMIN' where verified_at is not null;`);
    // The inline check of the properties migration is named properties_status_check by PostgreSQL.
    this.addSql(`alter table properties
      drop constraint properties_status_check,
      add constraint properties_status_check check (status in ('DRAFT','SUBMITTED','LIVE','REJECTED','RENTED','ARCHIVED','SUSPENDED'));`);
    // Listings a rider posted for an owner (their own grid) and the second branch of the rider's landing
    // ("live in my city, not rider-verified" OR "posted by me"); the first branch walks the partial
    // properties_live_newest_idx (city, published_at) where status = 'LIVE', so the planner can OR the two.
    this.addSql(`create index properties_posted_by_idx on properties (posted_by_id, created_at desc);`);

    this.addSql(`create table rider_applications (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      first_name varchar(50) not null,
      last_name varchar(50) not null,
      mobile_no varchar(10) not null,
      city varchar(20) not null,
      localities jsonb not null check (jsonb_typeof(localities) = 'array'),
      has_vehicle boolean not null,
      availability jsonb not null check (jsonb_typeof(availability) = 'object'),
      id_document_type varchar(20) not null check (id_document_type in ('AADHAAR','PAN','DRIVING_LICENCE','VOTER_ID','PASSPORT')),
      id_document_number varchar(20) not null,
      status varchar(10) not null check (status in ('PENDING','APPROVED','REJECTED')),
      review_reason varchar(500) null,
      reviewed_by_id uuid null references users (id) on delete set null,
      reviewed_at timestamptz null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null default 1
    );`);
    // One application under review per person, whatever two requests at once try.
    this.addSql(`create unique index rider_applications_pending_unique on rider_applications (user_id) where status = 'PENDING';`);
    this.addSql(`create index rider_applications_user_idx on rider_applications (user_id, created_at desc);`);
    this.addSql(`create index rider_applications_status_idx on rider_applications (status, created_at desc);`);
    this.addSql(`create index rider_applications_city_idx on rider_applications (city, status);`);
    this.addSql(`create index rider_applications_created_idx on rider_applications (created_at desc, id desc);`);
    this.addSql(
      `create index rider_applications_search_idx on rider_applications using gin ((first_name || ' ' || last_name || ' ' || mobile_no || ' ' || localities::text) gin_trgm_ops);`,
    );

    this.addSql(`create table rides (
      id uuid primary key,
      property_id uuid not null references properties (id),
      tenant_id uuid not null references users (id),
      rider_id uuid null references users (id),
      city varchar(20) not null,
      locality varchar(100) not null,
      slot_start_at timestamptz not null,
      slot_end_at timestamptz not null,
      status varchar(12) not null check (status in (${RIDE_STATUSES})),
      tenant_note varchar(500) null,
      cancel_reason varchar(500) null,
      report jsonb null check (jsonb_typeof(report) = 'object'),
      history jsonb not null check (jsonb_typeof(history) = 'array'),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null default 1,
      -- A slot is one whole hour ...
      constraint rides_slot_one_hour check (slot_end_at = slot_start_at + interval '1 hour'),
      -- ... starting on the hour in India time (UTC+05:30 all year, so epoch seconds = 1800 mod 3600). Written
      -- with the epoch, not the session's time zone, so the rule reads the same on every connection.
      constraint rides_slot_on_the_hour check (mod(extract(epoch from slot_start_at)::numeric, 3600) = 1800),
      -- Requested: nobody assigned yet; cancelled: either; every later state: a rider.
      constraint rides_rider_matches_status check (
        case when status = 'REQUESTED' then rider_id is null when status = 'CANCELLED' then true else rider_id is not null end
      )
    );`);
    // Slots are whole hours on one hourly grid (the checks above), so two slots overlap exactly when they
    // start at the same instant: this unique index is a true no-overlap rule for a rider, not an approximation.
    this.addSql(`create unique index rides_rider_slot_unique on rides (rider_id, slot_start_at) where status in (${SLOT_HOLDING});`);
    // One open booking per tenant per listing; cancelled and finished rides do not count.
    this.addSql(`create unique index rides_open_booking_unique on rides (tenant_id, property_id) where status in (${OPEN});`);
    this.addSql(`create index rides_tenant_idx on rides (tenant_id, slot_start_at);`);
    this.addSql(`create index rides_rider_idx on rides (rider_id, slot_start_at) where rider_id is not null;`);
    this.addSql(`create index rides_status_idx on rides (status, slot_start_at);`);
    this.addSql(`create index rides_city_idx on rides (city, slot_start_at);`);
    this.addSql(`create index rides_property_idx on rides (property_id);`);
    this.addSql(`create index rides_search_idx on rides using gin ((locality || ' ' || city) gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists rides;');
    this.addSql('drop table if exists rider_applications;');
    this.addSql('drop index if exists properties_posted_by_idx;');
    this.addSql(`update properties set status = 'LIVE' where status = 'SUSPENDED';`);
    this.addSql(`alter table properties
      drop constraint properties_status_check,
      add constraint properties_status_check check (status in ('DRAFT','SUBMITTED','LIVE','REJECTED','RENTED','ARCHIVED'));`);
    this.addSql('alter table properties drop column if exists review_note, drop column if exists verified_via;');
    this.addSql('drop index if exists users_city_idx;');
    this.addSql('alter table users drop column if exists status_changed_at, drop column if exists status_reason, drop column if exists city;');
  }
}
