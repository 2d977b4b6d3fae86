import { Migration } from '@mikro-orm/migrations';

/**
 * Owner reconfirmation in one tap: one row per (listing, window) holds the reminder SMS and the
 * one-tap link it carried. The unique (property_id, window_ends_at) index is what keeps a reminder from being
 * planned twice for one window (a job run twice, two instances); only the token's keyed hash is stored
 * (unique, looked up by the link). The daily planning query reads live listings by the end of their window
 * through a partial index, and skips those already reminded through the unique index; a partial index of the
 * reminders not sent yet lets the same run queue their texts again.
 */
export class Migration20261126030000_reconfirm_links extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists reconfirm_links (
      id uuid primary key,
      property_id uuid not null references properties (id) on delete cascade,
      owner_id uuid not null references users (id) on delete cascade,
      window_ends_at timestamptz not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      sent_at timestamptz null,
      token_hash char(64) null,
      used_at timestamptz null,
      used_action varchar(12) null check (used_action in ('reconfirm', 'mark_rented')),
      constraint reconfirm_links_sent_pair check ((sent_at is null) = (token_hash is null)),
      constraint reconfirm_links_used_pair check ((used_at is null) = (used_action is null)),
      constraint reconfirm_links_expiry check (expires_at > window_ends_at)
    );`);
    this.addSql(`create unique index if not exists reconfirm_links_window_idx on reconfirm_links (property_id, window_ends_at);`);
    this.addSql(`create unique index if not exists reconfirm_links_token_idx on reconfirm_links (token_hash) where token_hash is not null;`);
    this.addSql(`create index if not exists properties_live_listed_until_idx on properties (listed_until) where status = 'LIVE';`);
    // The reminders whose text has not gone out, by their window's end (the daily run plans them again while it is open).
    this.addSql(`create index if not exists reconfirm_links_unsent_idx on reconfirm_links (window_ends_at) where sent_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists properties_live_listed_until_idx;`);
    this.addSql(`drop table if exists reconfirm_links;`);
  }
}
