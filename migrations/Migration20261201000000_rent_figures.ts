import { Migration } from '@mikro-orm/migrations';

/**
 * The rent trends' stored figures (domain/rent-trends/rent-figure.ts): one row per city, locality ('' for the whole
 * city), BHK, furnishing ('ANY' for all), source (asking or agreed rents) and period ('NOW' or a month, YYYY-MM), with
 * how many homes it rests on and, when they are enough, the 25th, 50th and 75th percentile of their monthly rents.
 * Replaced all at once by the scheduled job; pages and the fair-rent mark read only this table.
 */
export class Migration20261201000000_rent_figures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists rent_figures (
      city varchar(30) not null,
      locality_key varchar(80) not null,
      locality varchar(80) not null,
      bhk smallint not null,
      furnishing varchar(20) not null,
      source varchar(8) not null check (source in ('ASKING', 'AGREED')),
      period varchar(7) not null,
      homes integer not null check (homes > 0),
      p25 double precision null,
      median double precision null,
      p75 double precision null,
      computed_at timestamptz not null,
      primary key (city, locality_key, bhk, furnishing, source, period)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists rent_figures;');
  }
}
