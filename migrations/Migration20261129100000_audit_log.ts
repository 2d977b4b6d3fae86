import { Migration } from '@mikro-orm/migrations';

/**
 * The admin audit log: one row per admin action (who, when, what, to what, from which address). Append-only, and
 * the database says so: a trigger refuses every UPDATE, DELETE and TRUNCATE of the table, whoever connects. No
 * foreign key to users: an entry outlives the account it names. Indexed for the console's filters: newest first,
 * by actor, by subject.
 */
export class Migration20261129100000_audit_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists audit_log (
      id uuid primary key,
      at timestamptz not null,
      actor_id uuid not null,
      action varchar(40) not null,
      subject_type varchar(30) not null,
      subject_id varchar(64) null,
      detail jsonb not null default '{}'::jsonb,
      from_address varchar(64) null
    );`);
    this.addSql(`create index if not exists audit_log_at_idx on audit_log (at desc, id desc);`);
    this.addSql(`create index if not exists audit_log_actor_idx on audit_log (actor_id, at desc);`);
    this.addSql(`create index if not exists audit_log_subject_idx on audit_log (subject_type, subject_id, at desc);`);
    this.addSql(`create or replace function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % refused', tg_op using errcode = '42501';
      end;
    $$;`);
    this.addSql(`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_refuse_change();`);
    this.addSql(`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_refuse_change();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists audit_log;');
    this.addSql('drop function if exists audit_log_refuse_change();');
  }
}
