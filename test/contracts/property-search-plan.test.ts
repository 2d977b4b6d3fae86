import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertySearch } from '../../application/properties/ports/property.repository.port.js';
import { SEARCH_COUNT_CAP } from '../../application/properties/ports/property.repository.port.js';
import { EntityManagerSource } from '../../adapters/persistence/mikro-orm/entity-manager-source.js';
import { MikroOrmPropertyRepository, searchStatements } from '../../adapters/persistence/mikro-orm/mikro-orm-property.repository.js';
import { GENERATED_OWNER_SQL, generatedListingsSql } from '../support/generated-listings.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database.js';

const LISTINGS = 2_000;

/**
 * What the public search's indexes can do, on a small table of generated listings. A small table is read whole
 * whatever indexes it has, so each test rules out the other paths and asks whether the index can serve the
 * statement at all: the newest-first index carries every column a filter reads (else no index-only walk is
 * possible), a narrow one carries only what a text search counts by, and the trigram index answers the stored search text's `like`. Which one the planner picks at a
 * million listings is printed by `npm run bench` (EXPLAIN ANALYZE of the text search) and written in
 * docs/performance.md.
 */
describe.each(databaseKinds())('the public search plans (%s)', (kind) => {
  let db: TestDatabase;
  let source: EntityManagerSource;
  const now = new Date();
  const query = (q: Partial<PropertySearch>): PropertySearch => ({ city: 'patna', sort: 'newest', offset: 0, limit: 10, now, ...q });

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    source = new EntityManagerSource(db.orm);
    const em = source.fork();
    await em.execute(GENERATED_OWNER_SQL);
    await em.execute(generatedListingsSql(1, LISTINGS));
    // The visibility map an index-only walk needs, and the statistics the planner chooses by.
    await em.execute('vacuum analyze properties');
  });
  afterAll(async () => {
    await db?.close();
  });

  /**
   * The statements' plans with only one kind of path left, in a transaction that is rolled back: an index walk
   * (no table scan, no bitmap, no sort), or the trigram index alone (no table scan or index walk, and the
   * other partial indexes on the city dropped for the moment, since on a small table the city alone is
   * selective enough).
   */
  async function plans(q: PropertySearch, only: 'index walk' | 'trigram'): Promise<{ page: string; count: string }> {
    const { page, count, params } = searchStatements(q);
    const rollback = new Error('rollback');
    let found: { page: string; count: string } | undefined;
    await source
      .transactional(async () => {
        const em = source.fork();
        const off = only === 'index walk' ? ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'] : ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'];
        for (const setting of off) await em.execute(`set local ${setting} = off`);
        if (only === 'trigram') {
          const others = await em.execute<Array<{ name: string }>>(
            `select indexname as name from pg_indexes where tablename = 'properties' and indexname <> 'properties_live_search_text_idx' and indexname <> 'properties_pkey'`,
          );
          for (const { name } of others) await em.execute(`drop index ${name}`);
        }
        const explain = async (sql: string, values: unknown[]) =>
          (await em.execute<Array<Record<string, string>>>(`explain ${sql}`, values)).map((row) => Object.values(row)[0]).join('\n');
        found = { page: await explain(page, [...params, q.limit, q.offset]), count: await explain(count, [...params, SEARCH_COUNT_CAP + 1]) };
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    return found!;
  }

  it('counts a text search by an index-only walk of the narrow text-count index (a common text: one listing in twelve)', async () => {
    const { page, count } = await plans(query({ text: 'Kankar' }), 'index walk');
    expect(count).toContain('Index Only Scan using properties_live_text_count_idx');
    expect(page).toMatch(/Index Scan using properties_live_(newest|text_count)_idx/);
  });

  it('counts every combination of the public filters by an index-only walk', async () => {
    const { count } = await plans(
      query({ text: 'bagh', propertyType: 'PG', bhk: 2, minRent: 5000, maxRent: 20000, furnishing: 'FULLY_FURNISHED', preferredTenants: 'BACHELOR_FEMALE', availableBy: '2030-01-01', verifiedOnly: true }),
      'index walk',
    );
    expect(count).toContain('Index Only Scan using properties_live_newest_idx');
  });

  it('finds a rare text through the trigram index on the stored search text', async () => {
    const { page, count } = await plans(query({ text: 'kidwaipuri 4 bhk pg' }), 'trigram');
    expect(page).toContain('Bitmap Index Scan on properties_live_search_text_idx');
    expect(count).toContain('Bitmap Index Scan on properties_live_search_text_idx');
  });

  it('answers the same listings and count as the text the person typed, in any case', async () => {
    const repo = new MikroOrmPropertyRepository(source);
    const upper = await repo.search(query({ text: 'KANKARBAGH', limit: 5 }));
    const lower = await repo.search(query({ text: 'kankarbagh', limit: 5 }));
    expect(upper.items.map((p) => p.id)).toEqual(lower.items.map((p) => p.id));
    expect(upper.items.every((p) => p.locality === 'Kankarbagh')).toBe(true);
    // The same count as the case-insensitive match on locality and title that the search made before the stored text.
    const [{ n }] = await source
      .fork()
      .execute<Array<{ n: number }>>(`select count(*)::int as n from properties where status = 'LIVE' and city = 'patna' and listed_until > ? and (locality || ' ' || title) ilike '%kankarbagh%'`, [now]);
    expect(n).toBeGreaterThan(0);
    expect(upper.total).toBe(Math.min(n, SEARCH_COUNT_CAP));
    const rare = await repo.search(query({ text: 'kidwaipuri 4 bhk pg' }));
    expect(rare.totalIsExact).toBe(true);
    expect(rare.items.every((p) => p.locality === 'Kidwaipuri' && p.bhk === 4 && p.propertyType === 'PG')).toBe(true);
  });
});
