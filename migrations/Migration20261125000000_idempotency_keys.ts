import { Migration } from '@mikro-orm/migrations';

/**
 * `Idempotency-Key` on POST /leads and POST /properties: the key is stored on the row the request creates,
 * in the same insert, with a fingerprint of the request (sha256 of its parsed input). A partial unique index
 * lets exactly one row hold a key (leads: anywhere, since callback requests are anonymous; listings: per
 * poster), so a retried or racing request finds the first one's row instead of storing a second.
 */
export class Migration20261125000000_idempotency_keys extends Migration {
  override async up(): Promise<void> {
    for (const table of ['leads', 'properties']) {
      this.addSql(`alter table ${table}
        add column idempotency_key varchar(255) null,
        add column idempotency_fingerprint varchar(64) null,
        add constraint ${table}_idempotency_pair check ((idempotency_key is null) = (idempotency_fingerprint is null));`);
    }
    this.addSql(`create unique index leads_idempotency_key_idx on leads (idempotency_key) where idempotency_key is not null;`);
    this.addSql(`create unique index properties_idempotency_key_idx on properties (posted_by_id, idempotency_key) where idempotency_key is not null;`);
  }

  override async down(): Promise<void> {
    for (const table of ['leads', 'properties']) {
      this.addSql(`alter table ${table} drop constraint if exists ${table}_idempotency_pair, drop column if exists idempotency_fingerprint, drop column if exists idempotency_key;`);
    }
  }
}
