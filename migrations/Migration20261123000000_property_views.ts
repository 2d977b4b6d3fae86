import { Migration } from '@mikro-orm/migrations';

/**
 * Views per person, not per reload: the last day each viewer opened each listing. The key is a user id or
 * a keyed hash (never an address). One row per pair, so the table grows with distinct visitors, not visits.
 */
export class Migration20261123000000_property_views extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table property_views (
      property_id uuid not null references properties (id) on delete cascade,
      viewer_key varchar(80) not null,
      last_day date not null,
      primary key (property_id, viewer_key)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists property_views;');
  }
}
