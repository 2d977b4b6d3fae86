import { Migration } from '@mikro-orm/migrations';

/**
 * What a reporter's word rests on, fixed when they report (`reporter_standing`): VISITED (a completed rider visit
 * of the home), ESTABLISHED (an account 30 days old or more), NEW (a younger account) or VISITOR (signed out). Only
 * VISITED and ESTABLISHED reporters count toward hiding a listing. Reports filed before this change keep counting as
 * they did: signed-in ones as ESTABLISHED.
 */
export class Migration20261129000000_reporter_standing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table listing_reports add column if not exists reporter_standing varchar(12) not null default 'ESTABLISHED';`);
    this.addSql(`update listing_reports set reporter_standing = 'VISITOR' where reporter_user_id is null;`);
    this.addSql(`alter table listing_reports alter column reporter_standing drop default;`);
    this.addSql(`alter table listing_reports
      add constraint listing_reports_reporter_standing_check check (reporter_standing in ('VISITED','ESTABLISHED','NEW','VISITOR'));`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table listing_reports drop constraint if exists listing_reports_reporter_standing_check;');
    this.addSql('alter table listing_reports drop column if exists reporter_standing;');
  }
}
