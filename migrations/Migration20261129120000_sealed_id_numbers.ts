import { Migration } from '@mikro-orm/migrations';

/**
 * ID numbers kept sealed, never as typed (docs/rules.md): the last four characters, the number sealed by the
 * SecretBox (every document but Aadhaar) or, for Aadhaar, only its keyed hash. SQL cannot seal, so this migration
 * adds the columns, fills the last four and lets the typed column be empty; the 'rider-ids.seal-plain' job, enqueued
 * at every start, seals (or hashes) the rows still holding a typed number and clears it (docs/operations.md).
 * The check keeps a row either typed (waiting for the job) or kept as its document allows: an Aadhaar never sealed.
 */
export class Migration20261129120000_sealed_id_numbers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table rider_applications
      add column if not exists id_number_last4 varchar(4),
      add column if not exists id_number_sealed text,
      add column if not exists id_number_hash varchar(64);`);
    this.addSql(`update rider_applications set id_number_last4 = right(id_document_number, 4) where id_number_last4 is null;`);
    this.addSql(`alter table rider_applications alter column id_number_last4 set not null, alter column id_document_number drop not null;`);
    this.addSql(`alter table rider_applications add constraint rider_applications_id_number_kept check (
      id_document_number is not null
      or (id_document_type = 'AADHAAR' and id_number_hash is not null and id_number_sealed is null)
      or (id_document_type <> 'AADHAAR' and id_number_sealed is not null and id_number_hash is null));`);
    this.addSql(`create index if not exists rider_applications_id_number_hash_idx on rider_applications (id_number_hash) where id_number_hash is not null;`);
  }

  override async down(): Promise<void> {
    // The typed numbers cannot come back from their seals in SQL (nor an Aadhaar from its hash): refused (the column
    // cannot be made not-null again) once the job has sealed any.
    this.addSql('alter table rider_applications alter column id_document_number set not null;');
    this.addSql('drop index if exists rider_applications_id_number_hash_idx;');
    this.addSql('alter table rider_applications drop constraint if exists rider_applications_id_number_kept;');
    this.addSql('alter table rider_applications drop column if exists id_number_hash, drop column if exists id_number_sealed, drop column if exists id_number_last4;');
  }
}
