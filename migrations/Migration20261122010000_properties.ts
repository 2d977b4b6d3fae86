import { Migration } from '@mikro-orm/migrations';

/**
 * The property catalogue. Search reads only live listings, so its indexes are partial on
 * status = 'LIVE' and lead with the city (every search names one).
 */
export class Migration20261122010000_properties extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table properties (
      id uuid primary key,
      owner_id uuid not null references users (id),
      posted_by_id uuid not null references users (id),
      posted_by_role varchar(10) not null,
      title varchar(120) not null,
      description text null,
      property_type varchar(20) not null,
      bhk smallint not null,
      bathrooms smallint not null,
      furnishing varchar(20) not null,
      preferred_tenants varchar(20) not null,
      rent integer not null check (rent > 0),
      deposit integer not null default 0,
      maintenance integer not null default 0,
      built_up_area integer null,
      floor smallint null,
      total_floors smallint null,
      available_from date not null,
      amenities text[] not null default '{}',
      city varchar(30) not null,
      locality varchar(80) not null,
      address varchar(300) not null,
      pincode char(6) not null,
      latitude double precision null,
      longitude double precision null,
      virtual_tour_url varchar(500) null,
      status varchar(12) not null check (status in ('DRAFT','SUBMITTED','LIVE','REJECTED','RENTED','ARCHIVED')),
      rejection_reason varchar(500) null,
      submitted_at timestamptz null,
      published_at timestamptz null,
      listed_until timestamptz null,
      verified_at timestamptz null,
      verified_by_id uuid null references users (id) on delete set null,
      verified_until timestamptz null,
      cover_image_url varchar(500) null,
      view_count integer not null default 0,
      wishlist_count integer not null default 0,
      callback_count integer not null default 0,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null default 1
    );`);
    const live = `where status = 'LIVE'`;
    this.addSql(`create index properties_live_newest_idx on properties (city, published_at desc, id desc) ${live};`);
    this.addSql(`create index properties_live_rent_idx on properties (city, rent, id) ${live};`);
    this.addSql(`create index properties_live_bhk_idx on properties (city, bhk, rent) ${live};`);
    this.addSql(`create index properties_live_type_idx on properties (city, property_type, rent) ${live};`);
    this.addSql(`create index properties_live_furnishing_idx on properties (city, furnishing, rent) ${live};`);
    this.addSql(`create index properties_live_available_idx on properties (city, available_from) ${live};`);
    this.addSql(`create index properties_live_verified_idx on properties (city, verified_until) ${live} and verified_until is not null;`);
    this.addSql(`create index properties_live_text_idx on properties using gin ((locality || ' ' || title) gin_trgm_ops) ${live};`);
    // Without these the planner guesses how common a locality or a filter combination is, and for a
    // common one sorts tens of thousands of trigram matches instead of walking the newest-first index.
    this.addSql(`create statistics properties_text_stats on ((locality || ' ' || title)) from properties;`);
    this.addSql(`create statistics properties_filter_stats (dependencies, ndistinct, mcv) on city, property_type, bhk, furnishing, preferred_tenants from properties;`);
    this.addSql(`create index properties_owner_idx on properties (owner_id, created_at desc);`);
    this.addSql(`create index properties_grid_search_idx on properties using gin ((title || ' ' || locality || ' ' || address || ' ' || pincode) gin_trgm_ops);`);
    this.addSql(`create index properties_status_idx on properties (status, created_at desc);`);
    this.addSql(`create index properties_created_idx on properties (created_at desc, id desc);`);

    this.addSql(`create table property_images (
      id uuid primary key,
      property_id uuid not null references properties (id) on delete cascade,
      position smallint not null,
      width integer not null,
      height integer not null,
      variants jsonb not null,
      created_at timestamptz not null
    );`);
    this.addSql(`create index property_images_property_idx on property_images (property_id, position);`);

    this.addSql(`create table projects (
      id uuid primary key,
      name varchar(120) not null,
      builder varchar(120) not null,
      city varchar(30) not null,
      locality varchar(80) not null,
      description text null,
      min_price bigint not null,
      max_price bigint not null,
      unit_types text[] not null default '{}',
      possession_date date null,
      rera_number varchar(60) null,
      image_urls text[] not null default '{}',
      status varchar(20) not null check (status in ('UPCOMING','UNDER_CONSTRUCTION','READY_TO_MOVE','ARCHIVED')),
      created_by_id uuid not null references users (id),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null default 1
    );`);
    this.addSql(`create index projects_created_idx on projects (created_at desc, id desc);`);
    this.addSql(`create index projects_city_idx on projects (city, status, created_at desc);`);

    this.addSql(`create table property_requests (
      id uuid primary key,
      first_name varchar(50) not null,
      last_name varchar(50) not null,
      mobile_no varchar(10) not null,
      email varchar(80) null,
      city varchar(30) not null,
      locality varchar(80) null,
      bhk smallint null,
      budget integer not null,
      move_in_date date null,
      notes text null,
      user_id uuid null references users (id) on delete set null,
      client_ip varchar(64) null,
      status varchar(12) not null check (status in ('NEW','CONTACTED','MATCHED','CLOSED')),
      status_changed_at timestamptz null,
      status_changed_by uuid null references users (id) on delete set null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null default 1
    );`);
    this.addSql(`create index property_requests_created_idx on property_requests (created_at desc, id desc);`);
    this.addSql(`create index property_requests_status_idx on property_requests (status, created_at desc);`);
    this.addSql(`create index property_requests_city_idx on property_requests (city, created_at desc);`);

    this.addSql(`create table wishlist_entries (
      user_id uuid not null references users (id) on delete cascade,
      property_id uuid not null references properties (id) on delete cascade,
      created_at timestamptz not null,
      primary key (user_id, property_id)
    );`);
    this.addSql(`create index wishlist_entries_user_idx on wishlist_entries (user_id, created_at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists wishlist_entries cascade;');
    this.addSql('drop table if exists property_requests cascade;');
    this.addSql('drop table if exists projects cascade;');
    this.addSql('drop table if exists property_images cascade;');
    this.addSql('drop table if exists properties cascade;');
  }
}
