import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log's retention (RETENTION.auditLogYears, 3 years): the table stays append-only, with one deliberate way
 * out. `audit_log_purge(before)` deletes the entries made before `before` and never any younger than 3 years (its
 * own floor, on the database's clock, whatever `before` says); the nightly purge job calls it. It marks its own
 * transaction (`audit_log.purge`, local to the transaction), and the trigger lets a DELETE through only then and only
 * for a row older than 3 years: an ordinary DELETE, an UPDATE and a TRUNCATE are refused as before.
 */
export class Migration20261130020000_audit_log_retention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          if current_setting('audit_log.purge', true) = 'on' and old.at < now() - interval '3 years' then
            return old;
          end if;
        end if;
        raise exception 'audit_log is append-only: % refused', tg_op using errcode = '42501';
      end;
    $$;`);
    this.addSql(`create or replace function audit_log_purge(before timestamptz) returns integer language plpgsql as $$
      declare
        deleted integer;
      begin
        perform set_config('audit_log.purge', 'on', true);
        delete from audit_log where at < least(before, now() - interval '3 years');
        get diagnostics deleted = row_count;
        perform set_config('audit_log.purge', 'off', true);
        return deleted;
      end;
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop function if exists audit_log_purge(timestamptz);');
    this.addSql(`create or replace function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % refused', tg_op using errcode = '42501';
      end;
    $$;`);
  }
}
