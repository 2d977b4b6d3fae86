import { Migration } from '@mikro-orm/migrations';

/**
 * An erased applicant's ID number is gone entirely (RiderApplication.anonymise): no typed number, no seal, no hash and
 * no last four characters. The check on how a number is kept allows that one more state.
 */
export class Migration20261129150000_erased_id_numbers extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table rider_applications drop constraint if exists rider_applications_id_number_kept;');
    this.addSql(`alter table rider_applications add constraint rider_applications_id_number_kept check (
      id_document_number is not null
      or (id_document_type = 'AADHAAR' and id_number_hash is not null and id_number_sealed is null)
      or (id_document_type <> 'AADHAAR' and id_number_sealed is not null and id_number_hash is null)
      or (id_number_last4 = '' and id_number_sealed is null and id_number_hash is null));`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table rider_applications drop constraint if exists rider_applications_id_number_kept;');
    this.addSql(`alter table rider_applications add constraint rider_applications_id_number_kept check (
      id_document_number is not null
      or (id_document_type = 'AADHAAR' and id_number_hash is not null and id_number_sealed is null)
      or (id_document_type <> 'AADHAAR' and id_number_sealed is not null and id_number_hash is null));`);
  }
}
