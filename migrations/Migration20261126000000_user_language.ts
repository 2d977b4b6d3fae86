import { Migration } from '@mikro-orm/migrations';

/**
 * The language a person reads the site and their SMS in (Hindi beside English), chosen with the
 * language switch and kept per account. Existing accounts read English, the default. `language_chosen_at`: when
 * the person chose it (the switch while signed in, a sign-up or sign-in from a browser where they had chosen one);
 * null while the account only has the default, which a sign-in then replaces with the browser's choice.
 */
export class Migration20261126000000_user_language extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column if not exists language text not null default 'en';`);
    this.addSql(`alter table users drop constraint if exists users_language_check;`);
    this.addSql(`alter table users add constraint users_language_check check (language in ('en','hi'));`);
    this.addSql(`alter table users add column if not exists language_chosen_at timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table users drop constraint if exists users_language_check, drop column if exists language_chosen_at, drop column if exists language;`);
  }
}
