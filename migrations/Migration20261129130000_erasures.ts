import { Migration } from '@mikro-orm/migrations';

/**
 * Erasure on request (DPDP Act 2023): `users.erased_at` marks the tombstone left in an erased person's place, and
 * `erasures` records each erasure with counts only (no number, no name): who asked (the person, or an admin and
 * why), what was kept and until when (`kept_until`, cleared once the nightly purge deleted it).
 */
export class Migration20261129130000_erasures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column if not exists erased_at timestamptz null;`);
    this.addSql(`create table if not exists erasures (
      id uuid primary key,
      subject_id uuid not null references users (id),
      requested_by varchar(5) not null check (requested_by in ('SELF','ADMIN')),
      admin_id uuid null references users (id) on delete set null,
      reason varchar(500) null,
      counts jsonb not null,
      kept jsonb not null,
      kept_until timestamptz null,
      created_at timestamptz not null,
      constraint erasures_admin_has_reason check ((requested_by = 'ADMIN') = (admin_id is not null and reason is not null))
    );`);
    this.addSql(`create index if not exists erasures_created_idx on erasures (created_at desc, id desc);`);
    this.addSql(`create index if not exists erasures_kept_until_idx on erasures (kept_until) where kept_until is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists erasures;');
    this.addSql('alter table users drop column if exists erased_at;');
  }
}
