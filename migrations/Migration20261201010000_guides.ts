import { Migration } from '@mikro-orm/migrations';

/**
 * Guides (domain/guides/): articles written in the console, in English or Hindi, the two languages of one article
 * sharing a group_id (at most one guide per language in a group). The public list reads published guides of a
 * language, newest first.
 */
export class Migration20261201010000_guides extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists guides (
      id uuid primary key,
      slug varchar(100) not null constraint guides_slug_key unique,
      title varchar(140) not null,
      summary varchar(300) not null,
      body text not null,
      language varchar(2) not null check (language in ('en', 'hi')),
      city varchar(30),
      topic varchar(20) not null,
      status varchar(10) not null check (status in ('DRAFT', 'PUBLISHED')),
      group_id uuid not null,
      published_at timestamptz,
      created_by_id uuid not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null
    );`);
    this.addSql(`create unique index if not exists guides_group_language_key on guides (group_id, language);`);
    this.addSql(`create index if not exists guides_published_idx on guides (language, published_at desc) where status = 'PUBLISHED';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists guides;');
  }
}
