import { Migration } from '@mikro-orm/migrations';

/** How many photos each listing has, kept with its cover (cards show it): counted once for the listings there are. */
export class Migration20261129141000_photo_count extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table properties add column if not exists photo_count integer not null default 0;');
    this.addSql('update properties p set photo_count = (select count(*) from property_images i where i.property_id = p.id);');
  }

  override async down(): Promise<void> {
    this.addSql('alter table properties drop column if exists photo_count;');
  }
}
