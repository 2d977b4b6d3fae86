import { Migration } from '@mikro-orm/migrations';

/**
 * Admins' second factor. `admin_second_factors`: the authenticator's secret, sealed (SecretBox, context
 * `admin-totp:<user id>`; never in the clear), when the set-up was finished (null: not yet) and the last time step a
 * code was accepted for (no replay). `admin_recovery_codes`: the one-time codes as keyed hashes. `admin_pending_sign_ins`:
 * a right password waiting for the code, by its token's hash, 10 minutes, used once.
 */
export class Migration20261129110000_admin_second_factor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table admin_second_factors (
      user_id uuid primary key references users (id) on delete cascade,
      sealed_secret text not null,
      created_at timestamptz not null,
      confirmed_at timestamptz null,
      last_used_step bigint null
    );`);
    this.addSql(`create table admin_recovery_codes (
      user_id uuid not null references users (id) on delete cascade,
      code_hash char(64) not null,
      created_at timestamptz not null,
      used_at timestamptz null,
      primary key (user_id, code_hash)
    );`);
    this.addSql(`create table admin_pending_sign_ins (
      id uuid primary key,
      token_hash char(64) not null,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz null,
      constraint admin_pending_sign_ins_token_hash_unique unique (token_hash)
    );`);
    this.addSql('create index admin_pending_sign_ins_user_id_idx on admin_pending_sign_ins (user_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists admin_pending_sign_ins;');
    this.addSql('drop table if exists admin_recovery_codes;');
    this.addSql('drop table if exists admin_second_factors;');
  }
}
