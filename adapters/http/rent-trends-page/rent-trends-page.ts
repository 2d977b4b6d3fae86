import type { Context, Next } from 'koa';
import { GetRentTrends, type RentTrendRow, type RentTrendsView, type ShownFigure } from '../../../application/rent-trends/get-rent-trends.use-case.js';
import { calendarDayIn } from '../../../application/shared/day-in.js';
import { cityName } from '../../../domain/properties/city-names.js';
import { MIN_HOMES } from '../../../domain/rent-trends/rent-figure.js';
import { en as catalogueEn, say } from '../../../domain/shared/catalogue/index.js';
import { hi as catalogueHi } from '../../../domain/shared/catalogue/hi.js';
import { rentTrendsPageText, type RentTrendsPageKey } from '../../../domain/shared/catalogue/pages/rent-trends-page.texts.js';
import { en as siteEn } from '../../../domain/shared/catalogue/site/en.js';
import { hi as siteHi } from '../../../domain/shared/catalogue/site/hi.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { indiaDate } from '../../../domain/shared/india-date.js';
import type { Language } from '../../../domain/shared/language.js';
import { rupees } from '../../../domain/shared/rupees.js';
import { AppConfig } from '../../config.js';
import type { Resolved } from '../../typed-binding.js';
import { pageLanguage } from '../contract/language-cookie.js';
import { answerPage, decodedSegment, escapeHtml } from '../server-page.js';
import { trendChart } from './rent-trends-chart.js';

export const rentTrendsPageNeeds = { getRentTrends: GetRentTrends, appConfig: AppConfig };

/** The trends' address; the footer's "Price Trends" links to Patna's. */
export const RENT_TRENDS_PATH = '/rent-trends';
const PATH = /^\/rent-trends\/([^/]+)(?:\/([^/]+))?\/?$/;

const CATALOGUES = { en: catalogueEn, hi: catalogueHi } as const;
const SITE = { en: siteEn, hi: siteHi } as const;

/** This page's own rules, after the shared ones (server-page.ts). */
const STYLE = `main{max-width:48rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}h3{font-size:1.05rem;margin:1rem 0 .5rem}
.scroll{overflow-x:auto;max-width:100%;background:#fff;border-radius:.5rem}.scroll:focus-visible{outline:3px solid #1d4ed8}
table{border-collapse:collapse;width:100%;min-width:18rem;font-size:.95rem}caption{text-align:left;font-weight:600;padding:.5rem}
th,td{padding:.4rem .5rem;border-top:1px solid #e5e7eb;text-align:left;vertical-align:top}td small{display:block;color:#4b5563}
.few{color:#4b5563;font-style:italic}figure{margin:.75rem 0;background:#fff;border-radius:.5rem;padding:.5rem}figcaption{font-size:.9rem;color:#4b5563}
.chart{width:100%;height:auto;display:block}.chart text{font-size:10px;fill:#374151}.chart .grid{stroke:#e5e7eb}
.chart .band{fill:#fde68a;opacity:.7}.chart .asking{fill:none;stroke:#b45309;stroke-width:2.5}.chart circle.asking{fill:#b45309}
.chart .agreed{fill:none;stroke:#1d4ed8;stroke-width:2;stroke-dasharray:6 4}.chart circle.agreed{fill:#1d4ed8}`;

/**
 * The rent trends at /rent-trends/<city> and /rent-trends/<city>/<locality>, drawn by the server with no script (a
 * slow network, JavaScript off): the figures the scheduled job stored, in the page's language (`?lang=`, else the
 * `lang` cookie), each chart an inline SVG with its numbers in a table. 404 for a city we do not serve or a locality
 * no listing names. The JSON of the same numbers: GET /api/v1/rent-trends/<city>[/<locality>].
 */
export function rentTrendsPage(uses: Resolved<typeof rentTrendsPageNeeds>) {
  const product = uses.appConfig.productName;

  return async (ctx: Context, next: Next) => {
    const match = PATH.exec(ctx.path);
    if (!match || !['GET', 'HEAD'].includes(ctx.method)) return next();
    const language = pageLanguage(ctx.querystring, ctx.get('cookie')).language;
    const city = decodedSegment(match[1]!);
    const locality = match[2] === undefined ? null : decodedSegment(match[2]);
    const self = `${RENT_TRENDS_PATH}/${encodeURIComponent(city)}${locality === null ? '' : `/${encodeURIComponent(locality)}`}`;
    try {
      const view = await uses.getRentTrends.execute({ city, localityKey: locality });
      const place = view.locality ? `${view.locality.name}, ${cityName(view.city, language)}` : cityName(view.city, language);
      // Indexed once it shows a figure (a page saying only "not enough homes yet" stays out of search engines).
      const open = showsFigures(view) ? { maxAgeSeconds: 300 } : undefined;
      answerPage(ctx, { status: 200, language, product, words: wordsFor(place), style: STYLE, content: render(view, language, product), self, open });
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.remove('Referrer-Policy');
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== 'NOT_FOUND') throw error;
      const content = `<h1>${escapeHtml(say(CATALOGUES[language], error.code, error.params))}</h1><p><a href="${RENT_TRENDS_PATH}/patna${language === 'en' ? '' : `?lang=${language}`}">${escapeHtml(rentTrendsPageText(language, 'cityHeading', { city: cityName('patna', language) }))}</a></p>`;
      answerPage(ctx, { status: 404, language, product, words: wordsFor(city), style: STYLE, content, self: null });
    }
  };
}

/** Whether the page shows at least one figure (a current range from either source, of the place or a locality). */
export function showsFigures(view: RentTrendsView): boolean {
  const rows = [...view.rows, ...view.localities.flatMap((l) => l.rows)];
  return rows.some((row) => row.asking.range !== null || row.agreed.range !== null || row.byFurnishing.some((f) => f.asking.range !== null || f.agreed.range !== null));
}

function wordsFor(place: string) {
  return (language: Language, key: 'title' | 'language', params: Record<string, string> = {}) => rentTrendsPageText(language, key, { ...params, place });
}

function render(view: RentTrendsView, language: Language, product: string): string {
  const t = (key: RentTrendsPageKey, params?: Record<string, string>) => escapeHtml(rentTrendsPageText(language, key, params));
  const city = cityName(view.city, language);
  const lang = language === 'en' ? '' : `?lang=${language}`;
  const month = (m: string) => calendarDayIn(language, `${m}-01`, { month: 'short', year: 'numeric' });
  const cell = (f: ShownFigure) =>
    f.range
      ? `<strong>${rupees(f.range.median)}</strong><small>${t('range', { low: rupees(f.range.p25), high: rupees(f.range.p75) })}</small><small>${t('homesCount', { count: String(f.homes) })}</small>`
      : `<span class="few">${t('notEnough')}</span>${f.homes > 0 ? `<small>${t('homesCount', { count: String(f.homes) })}</small>` : ''}`;
  const table = (caption: string, head: string[], rows: string[][], testid: string) =>
    `<div class="scroll" role="region" tabindex="0" aria-label="${t('scrollTable')}"><table data-testid="${testid}"><caption>${escapeHtml(caption)}</caption>` +
    `<thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>` +
    `<tbody>${rows.map(([first, ...rest]) => `<tr><th scope="row">${first}</th>${rest.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`;
  const furnishing = (f: string) => (f === 'ANY' ? t('allFurnishings') : escapeHtml(SITE[language][`furnishing.${f}` as 'furnishing.UNFURNISHED']));
  const trend = (row: RentTrendRow, id: string) => {
    const bhk = rentTrendsPageText(language, 'bhk', { bhk: String(row.bhk) });
    const title = rentTrendsPageText(language, 'chartTitle', { bhk: String(row.bhk), from: month(view.months[0]!), to: month(view.months.at(-1)!) });
    const chart = trendChart(row.trend, { title, summary: rentTrendsPageText(language, 'chartSummary'), monthLabel: month }, id);
    return (
      `<h3>${t('trend')}: ${escapeHtml(bhk)}</h3>` +
      (chart ? `<figure>${chart}<figcaption>${t('chartSummary')}</figcaption></figure>` : '') +
      table(title, [t('month'), t('asking'), t('agreed')], row.trend.map((p) => [escapeHtml(month(p.month)), cell(p.asking), cell(p.agreed)]), `trend-table-${row.bhk}`)
    );
  };

  const parts: string[] = [];
  if (view.locality) {
    parts.push(`<p><a href="${RENT_TRENDS_PATH}/${view.city}${lang}">${t('backToCity', { city })}</a></p>`);
    parts.push(`<h1>${t('localityHeading', { locality: view.locality.name, city })}</h1>`);
  } else parts.push(`<h1>${t('cityHeading', { city })}</h1>`);
  parts.push(`<p>${t('intro', { product })}</p><p class="help">${t('fewHomes', { min: String(MIN_HOMES) })}</p>`);
  parts.push(view.computedAt ? `<p class="help" data-testid="updated">${t('updated', { date: calendarDayIn(language, indiaDate(view.computedAt), { day: 'numeric', month: 'long', year: 'numeric' }) })}</p>` : `<p class="notice warn">${t('notYet')}</p>`);

  if (view.locality) {
    if (view.rows.length === 0) parts.push(`<p>${t('noFigures')}</p>`);
    for (const row of view.rows) {
      const bhk = rentTrendsPageText(language, 'bhk', { bhk: String(row.bhk) });
      parts.push(`<section aria-labelledby="bhk-${row.bhk}"><h2 id="bhk-${row.bhk}">${escapeHtml(bhk)}</h2>`);
      const byFurnishing = [{ furnishing: 'ANY', asking: row.asking, agreed: row.agreed }, ...row.byFurnishing];
      parts.push(table(`${bhk}: ${rentTrendsPageText(language, 'now')}`, [t('furnishing'), t('asking'), t('agreed')], byFurnishing.map((f) => [furnishing(f.furnishing), cell(f.asking), cell(f.agreed)]), `now-table-${row.bhk}`));
      parts.push(trend(row, `chart-${row.bhk}`), '</section>');
    }
  } else {
    parts.push(`<section aria-labelledby="whole-city"><h2 id="whole-city">${t('wholeCity')}</h2>`);
    if (view.rows.length === 0) parts.push(`<p>${t('noFigures')}</p>`);
    else parts.push(table(`${city}: ${rentTrendsPageText(language, 'now')}`, [t('size'), t('asking'), t('agreed')], view.rows.map((r) => [t('bhk', { bhk: String(r.bhk) }), cell(r.asking), cell(r.agreed)]), 'city-now-table'));
    for (const row of view.rows) parts.push(trend(row, `chart-${row.bhk}`));
    parts.push('</section>');
    if (view.localities.length > 0) {
      parts.push(`<section aria-labelledby="by-locality"><h2 id="by-locality">${t('byLocality')}</h2><p class="help">${t('byLocalityHelp')}</p>`);
      const rows = view.localities.flatMap((l) =>
        l.rows.map((r) => [`<a href="${RENT_TRENDS_PATH}/${view.city}/${encodeURIComponent(l.key)}${lang}">${escapeHtml(l.name)}</a>`, t('bhk', { bhk: String(r.bhk) }), cell(r.asking), cell(r.agreed)]),
      );
      parts.push(table(`${t('byLocality')}: ${rentTrendsPageText(language, 'now')}`, [t('locality'), t('size'), t('asking'), t('agreed')], rows, 'locality-table'), '</section>');
    }
  }
  parts.push(`<p class="help"><a href="/tenant/${view.city}/property-listing${lang}">${t('search', { city })}</a> · <a href="/${lang}">${t('home')}</a></p>`);
  return parts.join('');
}
