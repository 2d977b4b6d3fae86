import { Migration } from '@mikro-orm/migrations';

/**
 * Foundation: people, phone sign-in, sessions, admin password resets, callback requests (leads) and
 * the shared rate-limit counters. Hand-written SQL; the same file runs on PGlite and on PostgreSQL.
 */
export class Migration20261122000000_foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`create table users (
      id uuid primary key,
      first_name varchar(50) not null,
      last_name varchar(50) not null,
      primary_role varchar(10) not null check (primary_role in ('ADMIN','OWNER','RIDER','TENANT')),
      secondary_role varchar(10) null check (secondary_role in ('ADMIN','OWNER','RIDER','TENANT')),
      mobile_no varchar(10) null,
      country_code varchar(4) null,
      email varchar(80) null,
      password_hash text null,
      status varchar(10) not null default 'ACTIVE' check (status in ('ACTIVE','BLOCKED')),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null default 1,
      constraint users_mobile_no_unique unique (mobile_no)
    );`);
    // Email is the login of admins only; for phone users it is contact information and need not be unique.
    this.addSql(`create unique index users_admin_email_unique on users (email) where primary_role = 'ADMIN' or secondary_role = 'ADMIN';`);
    this.addSql(`create index users_created_at_idx on users (created_at desc, id desc);`);
    this.addSql(`create index users_primary_role_idx on users (primary_role, created_at desc);`);
    this.addSql(`create index users_secondary_role_idx on users (secondary_role, created_at desc) where secondary_role is not null;`);
    this.addSql(`create index users_search_idx on users using gin ((first_name || ' ' || last_name || ' ' || coalesce(mobile_no, '') || ' ' || coalesce(email, '')) gin_trgm_ops);`);

    this.addSql(`create table otp_challenges (
      id uuid primary key,
      mobile_no varchar(10) not null,
      code_hash char(64) not null,
      is_signup boolean not null,
      login_as varchar(10) null,
      client_ip varchar(64) null,
      attempts integer not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      consumed_at timestamptz null,
      voided_at timestamptz null
    );`);
    this.addSql(`create index otp_challenges_mobile_no_idx on otp_challenges (mobile_no, created_at desc);`);

    this.addSql(`create table sessions (
      id uuid primary key,
      token_hash char(64) not null,
      kind varchar(10) not null check (kind in ('USER','SIGNUP')),
      user_id uuid null references users (id) on delete cascade,
      mobile_no varchar(10) null,
      login_as varchar(10) null,
      idle_seconds integer not null,
      created_at timestamptz not null,
      last_used_at timestamptz not null,
      expires_at timestamptz not null,
      revoked_at timestamptz null,
      constraint sessions_token_hash_unique unique (token_hash)
    );`);
    this.addSql(`create index sessions_user_id_idx on sessions (user_id) where revoked_at is null;`);

    this.addSql(`create table password_resets (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      token_hash char(64) not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz null,
      constraint password_resets_token_hash_unique unique (token_hash)
    );`);
    this.addSql(`create index password_resets_user_id_idx on password_resets (user_id) where used_at is null;`);

    this.addSql(`create table leads (
      id uuid primary key,
      first_name varchar(50) not null,
      last_name varchar(50) not null,
      mobile_no varchar(10) not null,
      email varchar(80) null,
      description text null,
      type varchar(10) not null check (type in ('TENANT','OWNER','PROPERTY')),
      property_id uuid null,
      status varchar(12) not null default 'NEW' check (status in ('NEW','CONTACTED','FOLLOW_UP','CONVERTED','CLOSED')),
      client_ip varchar(64) null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      status_changed_at timestamptz null,
      status_changed_by uuid null references users (id) on delete set null,
      version integer not null default 1,
      constraint leads_property_matches_type check ((type = 'PROPERTY') = (property_id is not null))
    );`);
    this.addSql(`create index leads_created_at_idx on leads (created_at desc, id desc);`);
    this.addSql(`create index leads_status_idx on leads (status, created_at desc);`);
    this.addSql(`create index leads_type_idx on leads (type, created_at desc);`);
    this.addSql(`create index leads_queries_idx on leads (created_at desc, id desc) where property_id is null;`);
    this.addSql(`create index leads_search_idx on leads using gin ((first_name || ' ' || last_name || ' ' || mobile_no || ' ' || coalesce(email, '')) gin_trgm_ops);`);

    this.addSql(`create table rate_limit_counters (
      key varchar(200) not null,
      window_start timestamptz not null,
      count integer not null,
      primary key (key, window_start)
    );`);
    this.addSql(`create index rate_limit_counters_window_idx on rate_limit_counters (window_start);`);
  }

  override async down(): Promise<void> {
    for (const table of ['rate_limit_counters', 'leads', 'password_resets', 'sessions', 'otp_challenges', 'users']) {
      this.addSql(`drop table if exists ${table} cascade;`);
    }
  }
}
