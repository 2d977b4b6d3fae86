import { Migration } from '@mikro-orm/migrations';

/**
 * The nightly purge deletes sessions by when they ended (RETENTION.endedSessionDays after, sign-up sessions at once),
 * which is the earliest of revoked_at, expires_at and last use plus the idle time: a row-by-row sum no plain index
 * holds. `session_ended_at(...)` computes it, and `sessions_ended_idx` keeps it per kind, so the purge's delete reads
 * only the rows due instead of the whole table. PostgreSQL marks `timestamptz + interval` stable because a day or
 * month step depends on the time zone; an interval of seconds alone (make_interval(secs => ...)) does not, so the
 * function is truly immutable, as an index needs.
 */
export class Migration20261204010000_session_purge_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function session_ended_at(revoked_at timestamptz, expires_at timestamptz, last_used_at timestamptz, idle_seconds integer)
      returns timestamptz language sql immutable parallel safe
      as $$ select least(coalesce(revoked_at, 'infinity'::timestamptz), expires_at, last_used_at + make_interval(secs => idle_seconds)) $$;`);
    this.addSql(`create index if not exists sessions_ended_idx on sessions (kind, session_ended_at(revoked_at, expires_at, last_used_at, idle_seconds));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists sessions_ended_idx;');
    this.addSql('drop function if exists session_ended_at(timestamptz, timestamptz, timestamptz, integer);');
  }
}
