import { describe, expect, it } from 'vitest';
import { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import { JobQueue } from '../../application/shared/ports/job-queue.port.js';
import { demoStores, seedDemoData } from '../../adapters/seed/demo-data.js';
import { seedRentHistory } from '../../adapters/seed/rent-history.js';
import { RENT_TRENDS_PAGE_TEXTS } from '../../domain/shared/catalogue/pages/rent-trends-page.texts.js';
import type { FairRentWire, RentTrends } from '../../adapters/http/contract/wire/rent-trends.js';
import { drainJobs } from '../support/jobs.js';
import { serverPass } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

/** The p-th percentile with linear interpolation between closest ranks, written out here apart from the product's. */
function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  const rank = p * (s.length - 1);
  const below = Math.floor(rank);
  return below + 1 < s.length ? s[below]! + (rank - below) * (s[below + 1]! - s[below]!) : s[below]!;
}
const to50 = (n: number) => Math.round(n / 50) * 50;

describe.skipIf(serverPass)('rent trends: pages, API and the fair-rent mark (pglite)', () => {
  // STATIC_DIR: the listing and details pages drawn by the server from the real build in dist/ (docs/adr/0009).
  const app = useTestApp('pglite', { STATIC_DIR: 'dist' });
  const recompute = async () => {
    await app.container.get(JobQueue).enqueue('rent-trends.recompute', {});
    await drainJobs(app.container);
  };

  it('before the job has run: the page says the figures are coming, the API has no computed_at', async () => {
    const page = await app.http.get('/rent-trends/patna').expect(200);
    expect(page.text).toContain(RENT_TRENDS_PAGE_TEXTS.en.notYet);
    // Nothing shown yet: kept out of search engines.
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    const api = await app.http.get('/api/v1/rent-trends/patna').expect(200);
    expect(api.body.data).toMatchObject({ city: 'patna', computed_at: null, rows: [], localities: [] });
  });

  it('the demo data and the scheduled job give five Patna localities a figure and a year of trend, on the page and in the API alike', async () => {
    const admin = (await app.signInAdmin()).answer.data;
    expect(await seedDemoData(demoStores(app.container), admin.id, app.clock.now())).toBe(true);
    expect(await seedRentHistory(demoStores(app.container), app.clock.now())).toBe(true);
    expect(await seedRentHistory(demoStores(app.container), app.clock.now())).toBe(false);
    // Let homes are out of search: the demo's live Patna homes are as many as before.
    expect((await app.http.get('/api/v1/properties/list').query({ city: 'patna' }).expect(200)).body.meta.total).toBe(5);
    await recompute();

    const api = (await app.http.get('/api/v1/rent-trends/patna').expect(200)).body.data as RentTrends;
    expect(api.computed_at).not.toBeNull();
    const withFigure = api.localities.filter((l) => l.rows.some((r) => r.asking.range !== null));
    expect(withFigure.length).toBeGreaterThanOrEqual(5);
    // The whole city's 2 BHK over 12 months: every month shown (asking), agreed rents too.
    const twoBhk = api.rows.find((r) => r.bhk === 2)!;
    expect(twoBhk.trend).toHaveLength(12);
    expect(twoBhk.trend.every((p) => p.asking.range !== null && p.asking.homes >= 5)).toBe(true);
    expect(twoBhk.trend.every((p) => p.agreed.range !== null)).toBe(true);

    const page = await app.http.get('/rent-trends/patna').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // It shows figures: search engines may index it.
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(page.text).not.toContain('noindex');
    expect(page.headers['cache-control']).toBe('public, max-age=300');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain('<h1>Rent trends in Patna</h1>');
    expect(page.text).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    for (const locality of withFigure) expect(page.text).toContain(`href="/rent-trends/patna/${locality.key}"`);
    // The charts are SVG drawn on the server, each followed by its table.
    expect(page.text.match(/<svg class="chart"/g)?.length).toBe(api.rows.filter((r) => r.trend.some((p) => p.asking.range)).length);
    // A number in the API is on the page with Indian grouping.
    const median = twoBhk.asking.range!.median;
    expect(page.text).toContain(`₹${median.toLocaleString('en-IN')}`);
  });

  it("a locality's page: each BHK now, by furnishing, and its 12 months in a chart and a table, the same numbers as the API", async () => {
    const api = (await app.http.get('/api/v1/rent-trends/patna/kankarbagh').expect(200)).body.data as RentTrends;
    expect(api.locality).toEqual({ name: 'Kankarbagh', key: 'kankarbagh' });
    const two = api.rows.find((r) => r.bhk === 2)!;
    expect(two.by_furnishing.map((f) => f.furnishing)).toEqual(['SEMI_FURNISHED']);
    const page = await app.http.get('/rent-trends/patna/kankarbagh').expect(200);
    expect(page.text).not.toMatch(/<script/i);
    const table = /<table data-testid="trend-table-2">([\s\S]*?)<\/table>/.exec(page.text)![1]!;
    expect(table.match(/<tr><th scope="row">/g)).toHaveLength(12);
    for (const point of two.trend) if (point.asking.range) expect(table).toContain(`₹${point.asking.range.median.toLocaleString('en-IN')}`);
    expect(page.text).toContain('<svg class="chart"');
    // A BHK with too few homes in a month says so instead of a number.
    const few = api.rows.flatMap((r) => r.trend).some((p) => p.agreed.range === null);
    if (few) expect(page.text).toContain(RENT_TRENDS_PAGE_TEXTS.en.notEnough);
  });

  it('in Hindi by the lang parameter or the language cookie', async () => {
    for (const res of [await app.http.get('/rent-trends/patna/kankarbagh?lang=hi').expect(200), await app.http.get('/rent-trends/patna/kankarbagh').set('Cookie', 'lang=hi').expect(200)]) {
      expect(res.text).toContain('<html lang="hi">');
      expect(res.text).toContain('Kankarbagh, पटना में किराए का रुझान');
      expect(res.text).toContain(RENT_TRENDS_PAGE_TEXTS.hi.trend);
      expect(res.text).not.toMatch(/<script/i);
    }
  });

  it('404 for a city we do not serve or a locality no listing names, as a page and in the API', async () => {
    const page = await app.http.get('/rent-trends/atlantis').expect(404);
    expect(page.text).toContain('We have no rent trends for this city.');
    expect((await app.http.get('/rent-trends/atlantis?lang=hi').expect(404)).text).toContain('इस शहर के किराए के रुझान हमारे पास नहीं हैं।');
    await app.http.get('/rent-trends/patna/nowhere-nagar').expect(404);
    const api = await app.http.get('/api/v1/rent-trends/atlantis').expect(404);
    expect(api.body).toMatchObject({ success: false, code: 'RENT_TRENDS_UNKNOWN_CITY' });
    expect((await app.http.get('/api/v1/rent-trends/patna/nowhere-nagar').expect(404)).body.code).toBe('RENT_TRENDS_UNKNOWN_LOCALITY');
    // Only GET and HEAD: a form post is a 405, like every other page.
    await app.http.post('/rent-trends/patna').expect(405);
  });

  it('the fair-rent mark agrees with the percentiles computed here from the listings themselves', async () => {
    const now = app.clock.now();
    const all = (await app.container.get(PropertyRepository).list({ filter: { now, city: 'patna' }, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 10_000 })).items;
    const live = all.filter((p) => p.status === 'LIVE');
    let marked = 0;
    for (const home of live) {
      const comparable = all.filter(
        (p) =>
          p.locality.trim().toLowerCase() === home.locality.trim().toLowerCase() &&
          p.bhk === home.bhk &&
          p.furnishing === home.furnishing &&
          (p.status === 'LIVE' || (p.status === 'RENTED' && p.publishedAt! >= new Date(now.getTime() - 180 * 86_400_000))),
      );
      const res = await app.http.get('/api/v1/fair-rent').query({ city: 'patna', locality: home.locality, bhk: home.bhk, furnishing: home.furnishing, rent: home.rent }).expect(200);
      const fair = res.body.data as FairRentWire | null;
      if (comparable.length < 5) {
        expect(fair, home.title).toBeNull();
        continue;
      }
      marked += 1;
      const rents = comparable.map((p) => p.rent);
      const range = { p25: to50(percentile(rents, 0.25)), median: to50(percentile(rents, 0.5)), p75: to50(percentile(rents, 0.75)) };
      expect(fair, home.title).toMatchObject({ homes: comparable.length, range });
      const expected = home.rent < range.p25 ? 'BELOW' : home.rent <= range.p75 ? 'WITHIN' : 'ABOVE';
      expect(fair!.verdict!.position, home.title).toBe(expected);
    }
    expect(marked).toBeGreaterThanOrEqual(3);
  });

  it('the server-rendered listing and details pages carry the mark in their first HTML, as the API says it', async () => {
    const list = await app.http.get('/tenant/patna/property-listing').expect(200);
    expect(list.text).toContain('data-testid="fair-rent"');
    const { body } = await app.http.get('/api/v1/properties/list').query({ city: 'patna' }).expect(200);
    const home = (body.data as Array<{ id: string; locality: string; bhk: number; furnishing: string; rent: number }>).find((l) => l.locality === 'Kankarbagh' && l.bhk === 1)!;
    const fair = (await app.http.get('/api/v1/fair-rent').query({ city: 'patna', locality: 'Kankarbagh', bhk: 1, furnishing: home.furnishing, rent: home.rent }).expect(200)).body.data as FairRentWire;
    const details = await app.http.get(`/tenant/property-details/${home.id}`).expect(200);
    const mark = /<p>(Usual rent for a 1 BHK fully furnished in Kankarbagh: [^<]*)<\/p>/.exec(details.text)?.[1];
    expect(mark).toContain(`(${fair.homes} homes)`);
    expect(mark).toContain(fair.range.p25.toLocaleString('en-IN'));
    expect(mark).toContain(fair.range.p75.toLocaleString('en-IN'));
    expect(details.text).toContain(`data-position="${fair.verdict!.position}"`);
  });

  it('the fair-rent API: how far above, nothing for too few comparables, 400 for a bad question', async () => {
    const ask = (query: Record<string, unknown>) => app.http.get('/api/v1/fair-rent').query({ city: 'patna', locality: 'Kankarbagh', bhk: 2, furnishing: 'SEMI_FURNISHED', ...query });
    const range = ((await ask({}).expect(200)).body.data as FairRentWire).range;
    expect((await ask({}).expect(200)).body.data.verdict).toBeNull();
    const above = Math.round(range.p75 * 1.2);
    expect((await ask({ rent: above }).expect(200)).body.data.verdict).toEqual({ position: 'ABOVE', percent_above: 20 });
    expect((await ask({ rent: range.p25 - 1 }).expect(200)).body.data.verdict).toEqual({ position: 'BELOW' });
    expect((await ask({ rent: range.median }).expect(200)).body.data.verdict).toEqual({ position: 'WITHIN' });
    expect((await ask({ furnishing: 'UNFURNISHED' }).expect(200)).body.data).toBeNull();
    expect((await ask({ locality: 'Nowhere Nagar' }).expect(200)).body.data).toBeNull();
    expect((await ask({ furnishing: 'PALATIAL' }).expect(400)).body.success).toBe(false);
    expect((await ask({ bhk: 'two' }).expect(400)).body.success).toBe(false);
  });

  it('the page words have a Hindi text for every English one, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, english] of Object.entries(RENT_TRENDS_PAGE_TEXTS.en)) {
      const hindi = RENT_TRENDS_PAGE_TEXTS.hi[key as keyof typeof RENT_TRENDS_PAGE_TEXTS.en];
      expect(hindi, key).toBeTruthy();
      expect(placeholders(hindi), key).toEqual(placeholders(english));
    }
  });
});
