import { Migration } from '@mikro-orm/migrations';

/**
 * Owners' answers to the reports that keep their listing out of search (domain/listing-reports/owner-answer.ts):
 * added only, read by admins beside the reports and by the owner on Your Properties.
 */
export class Migration20261129140000_listing_report_answers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists listing_report_answers (
      id uuid primary key,
      property_id uuid not null references properties(id) on delete cascade,
      owner_id uuid not null,
      text varchar(1000) not null,
      created_at timestamptz not null
    );`);
    this.addSql('create index if not exists listing_report_answers_property_idx on listing_report_answers (property_id, created_at desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists listing_report_answers;');
  }
}
