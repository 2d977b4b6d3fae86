import { Migration } from '@mikro-orm/migrations';

/**
 * POST /rides takes an `Idempotency-Key`, like POST /leads and POST /properties: the key and the fingerprint of the
 * request are stored on the ride its booking created (one key per tenant), so a booking whose answer was lost is
 * answered again on retry instead of refused as a second open booking. Expand only: the previous release never
 * writes the columns.
 */
export class Migration20261128010000_ride_idempotency_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table rides
      add column idempotency_key varchar(255) null,
      add column idempotency_fingerprint varchar(64) null,
      add constraint rides_idempotency_pair check ((idempotency_key is null) = (idempotency_fingerprint is null));`);
    this.addSql(`create unique index rides_idempotency_key_idx on rides (tenant_id, idempotency_key) where idempotency_key is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists rides_idempotency_key_idx;`);
    this.addSql(`alter table rides drop constraint if exists rides_idempotency_pair, drop column if exists idempotency_fingerprint, drop column if exists idempotency_key;`);
  }
}
