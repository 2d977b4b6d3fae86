import { Migration } from '@mikro-orm/migrations';

/**
 * Search alerts: saved searches as typed columns (the listing page's filters), the homes each found
 * waiting for the person's next SMS, and one row per SMS sent (its short link's code, its stop link's keyed hash).
 *
 * - `search_alerts_match_idx` serves the one matching statement (MikroOrmSearchAlertRepository.recordMatches):
 *   active alerts by city, then BHK (`coalesce(bhk, -1)`: -1 is "any", so a listing's BHK reads two index ranges,
 *   its own and "any"), then the highest rent they take (`coalesce(max_rent, int max)`: a range scan from the
 *   listing's rent up). The other filters are checked on the few rows left.
 * - `search_alerts_same_search_idx`: one alert per person per search (the same filters, text in any case).
 * - `search_alert_matches` primary key (alert_id, property_id): a listing is told to an alert at most once, ever.
 * - `search_alert_matches_waiting_idx`: people with homes waiting (the dispatch), partial on state = 'PENDING'.
 * - `search_alert_digests_user_idx`: "no SMS to this person today".
 * - `search_alert_matches_done_idx`, `search_alert_digests_created_idx`: the daily purge (search-alerts.purge) of
 *   sent and dropped matches after 90 days and of SMS records after a year.
 */
export class Migration20261126010000_search_alerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists search_alerts (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      city varchar(30) not null,
      text varchar(80) null,
      property_type varchar(20) null check (property_type in ('APARTMENT','INDEPENDENT_HOUSE','BUILDER_FLOOR','ROOM','PG')),
      bhk integer null check (bhk between 0 and 10),
      min_rent integer null check (min_rent >= 0),
      max_rent integer null check (max_rent >= 0),
      furnishing varchar(20) null check (furnishing in ('UNFURNISHED','SEMI_FURNISHED','FULLY_FURNISHED')),
      preferred_tenants varchar(20) null check (preferred_tenants in ('FAMILY','BACHELOR_MALE','BACHELOR_FEMALE','ANY')),
      available_by date null,
      verified_only boolean not null default false,
      status varchar(10) not null check (status in ('ACTIVE','STOPPED')),
      stopped_at timestamptz null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null default 1,
      constraint search_alerts_rent_range check (min_rent is null or max_rent is null or min_rent <= max_rent),
      constraint search_alerts_stopped_pair check ((status = 'STOPPED') = (stopped_at is not null))
    );`);
    this.addSql(`create index if not exists search_alerts_match_idx on search_alerts (city, (coalesce(bhk, -1)), (coalesce(max_rent, 2147483647))) where status = 'ACTIVE';`);
    this.addSql(`create unique index if not exists search_alerts_same_search_idx on search_alerts (
      user_id, city, (coalesce(lower(text), '')), (coalesce(property_type, '')), (coalesce(bhk, -1)), (coalesce(min_rent, -1)), (coalesce(max_rent, -1)),
      (coalesce(furnishing, '')), (coalesce(preferred_tenants, '')), (coalesce(available_by, date '0001-01-01')), verified_only
    );`);

    this.addSql(`create table if not exists search_alert_digests (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      code varchar(32) not null,
      stop_token_hash char(64) not null,
      link_path varchar(1000) not null,
      alert_ids text[] not null,
      property_ids text[] not null,
      status varchar(10) not null check (status in ('SENDING','SENT','FAILED')),
      created_at timestamptz not null,
      sent_at timestamptz null
    );`);
    this.addSql(`create unique index if not exists search_alert_digests_code_idx on search_alert_digests (code);`);
    this.addSql(`create unique index if not exists search_alert_digests_stop_token_idx on search_alert_digests (stop_token_hash);`);
    this.addSql(`create index if not exists search_alert_digests_user_idx on search_alert_digests (user_id, created_at desc);`);
    this.addSql(`create index if not exists search_alert_digests_created_idx on search_alert_digests (created_at);`);

    this.addSql(`create table if not exists search_alert_matches (
      alert_id uuid not null references search_alerts (id) on delete cascade,
      property_id uuid not null references properties (id) on delete cascade,
      -- The alert's person (a copy: the dispatch reads waiting homes by person). Not a foreign key, nor digest_id:
      -- the rows go with their alert (deleted with it, and with its person), and a listing can match 10,000 alerts
      -- at once, where each foreign key is a check per row (npm run bench:alerts: two of four checks were 40% of it).
      user_id uuid not null,
      state varchar(10) not null check (state in ('PENDING','SENT','DROPPED')),
      digest_id uuid null,
      matched_at timestamptz not null,
      primary key (alert_id, property_id)
    );`);
    this.addSql(`create index if not exists search_alert_matches_waiting_idx on search_alert_matches (user_id, matched_at) where state = 'PENDING';`);
    this.addSql(`create index if not exists search_alert_matches_digest_idx on search_alert_matches (digest_id) where digest_id is not null;`);
    this.addSql(`create index if not exists search_alert_matches_property_idx on search_alert_matches (property_id);`);
    this.addSql(`create index if not exists search_alert_matches_done_idx on search_alert_matches (matched_at) where state <> 'PENDING';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists search_alert_matches;');
    this.addSql('drop table if exists search_alert_digests;');
    this.addSql('drop table if exists search_alerts;');
  }
}
