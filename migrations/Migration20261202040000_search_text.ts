import { Migration } from '@mikro-orm/migrations';

/**
 * The public text search ("kankar" inside a city) at a million listings.
 *
 * Before: `(locality || ' ' || title) ilike '%kankar%'` was evaluated row by row while walking the newest-first
 * index, with a heap fetch per row and `ilike` folding the case of both sides each time; a common text meant
 * about 14,000 rows for the capped count (100-130 ms at 1M listings), and the expression statistics made every
 * search's planning cost 10-20 ms.
 *
 * After: the folded text is a stored column (`search_text`, computed by PostgreSQL, never written by the
 * application), matched with a plain `like` against the folded pattern. The newest-first partial index carries
 * every column a public filter reads, so the capped count of a common text (or a rare combination of filters)
 * is an index-only walk; a rare text goes through the trigram index on the stored column instead. On a server
 * with a million listings, adding the column rewrites the table (about 3 minutes on the bench machine).
 */
export class Migration20261202040000_search_text extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table properties add column search_text text generated always as (lower(locality || ' ' || title)) stored;`);
    this.addSql(`drop index if exists properties_live_text_idx;`);
    this.addSql(`drop statistics if exists properties_text_stats;`);
    // Titles are free text: a long list of common values and a fine histogram let the planner tell a common text
    // (walk the newest-first index, stop at the cap) from a rare one (the trigram index).
    this.addSql(`alter table properties alter column search_text set statistics 1000;`);
    this.addSql(`create index properties_live_search_text_idx on properties using gin (search_text gin_trgm_ops) where status = 'LIVE';`);
    this.addSql(`drop index if exists properties_live_newest_idx;`);
    this.addSql(`create index properties_live_newest_idx on properties (city, published_at desc, id desc)
      include (listed_until, search_text, property_type, bhk, rent, furnishing, preferred_tenants, available_from, verified_until)
      where status = 'LIVE';`);
    // The new column's statistics now, not at autovacuum's next visit: until then every text search is planned blind.
    this.addSql(`analyze properties;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists properties_live_newest_idx;`);
    this.addSql(`create index properties_live_newest_idx on properties (city, published_at desc, id desc) where status = 'LIVE';`);
    this.addSql(`drop index if exists properties_live_search_text_idx;`);
    this.addSql(`alter table properties drop column if exists search_text;`);
    this.addSql(`create index properties_live_text_idx on properties using gin ((locality || ' ' || title) gin_trgm_ops) where status = 'LIVE';`);
    this.addSql(`create statistics properties_text_stats on ((locality || ' ' || title)) from properties;`);
  }
}
