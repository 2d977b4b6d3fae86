import { Migration } from '@mikro-orm/migrations';

/**
 * A report stored without a standing gets NEW (never counted toward hiding a listing). During a rolling deploy an
 * instance of the version before `reporter_standing` existed still inserts reports without the column; with no
 * default its insert failed on NOT NULL and the person's report was lost. NEW is the safe reading of such a report:
 * it is kept for the admins, and it cannot hide a listing.
 */
export class Migration20261203000000_reporter_standing_default extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table listing_reports alter column reporter_standing set default 'NEW';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table listing_reports alter column reporter_standing drop default;');
  }
}
