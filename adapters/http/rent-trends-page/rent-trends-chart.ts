import { rupees } from '../../../domain/shared/rupees.js';
import { escapeHtml } from '../server-page.js';
import type { TrendPoint } from '../../../application/rent-trends/get-rent-trends.use-case.js';

/** What a chart says in the page's language. */
export interface ChartWords {
  title: string;
  summary: string;
  monthLabel(month: string): string;
}

const W = 320;
const H = 180;
const LEFT = 56;
const RIGHT = 8;
const TOP = 10;
const BOTTOM = 28;

/**
 * A 12-month trend drawn on the server as inline SVG (no script): the asking rents' median as a solid line over the
 * band of their middle half, the agreed rents' median as a dashed line; a month without enough homes leaves a gap.
 * It scales to its box (viewBox), so it fits a 360 px phone. The table beside it carries the same numbers.
 */
export function trendChart(points: TrendPoint[], words: ChartWords, id: string): string {
  const values = points.flatMap((p) => [p.asking.range?.p25, p.asking.range?.p75, p.agreed.range?.median]).filter((v): v is number => v !== undefined);
  if (values.length === 0) return '';
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (high - low < 1000) {
    low -= 500;
    high += 500;
  }
  const pad = (high - low) * 0.08;
  low = Math.max(0, Math.floor((low - pad) / 500) * 500);
  high = Math.ceil((high + pad) / 500) * 500;
  const x = (i: number) => LEFT + ((W - LEFT - RIGHT) * i) / Math.max(1, points.length - 1);
  const y = (v: number) => TOP + ((H - TOP - BOTTOM) * (high - v)) / (high - low);
  const f = (n: number) => n.toFixed(1);

  const runs = <T>(pick: (p: TrendPoint) => T | null): Array<Array<{ i: number; v: T }>> => {
    const out: Array<Array<{ i: number; v: T }>> = [];
    let run: Array<{ i: number; v: T }> = [];
    points.forEach((p, i) => {
      const v = pick(p);
      if (v === null) {
        if (run.length) out.push(run);
        run = [];
      } else run.push({ i, v });
    });
    if (run.length) out.push(run);
    return out;
  };
  const bands = runs((p) => p.asking.range)
    .map((run) => {
      const upper = run.map(({ i, v }) => `${f(x(i))},${f(y(v.p75))}`);
      const lower = [...run].reverse().map(({ i, v }) => `${f(x(i))},${f(y(v.p25))}`);
      return `<polygon class="band" points="${[...upper, ...lower].join(' ')}"/>`;
    })
    .join('');
  const line = (pick: (p: TrendPoint) => number | null, cls: string) =>
    runs(pick)
      .map((run) =>
        run.length === 1
          ? `<circle class="${cls}" cx="${f(x(run[0]!.i))}" cy="${f(y(run[0]!.v))}" r="3"/>`
          : `<polyline class="${cls}" points="${run.map(({ i, v }) => `${f(x(i))},${f(y(v))}`).join(' ')}"/>`,
      )
      .join('');
  const ticks = [low, (low + high) / 2, high]
    .map((v) => `<text x="${LEFT - 4}" y="${f(y(v) + 4)}" text-anchor="end">${escapeHtml(rupees(Math.round(v)))}</text><line class="grid" x1="${LEFT}" x2="${W - RIGHT}" y1="${f(y(v))}" y2="${f(y(v))}"/>`)
    .join('');
  const months = `<text x="${LEFT}" y="${H - 8}">${escapeHtml(words.monthLabel(points[0]!.month))}</text><text x="${W - RIGHT}" y="${H - 8}" text-anchor="end">${escapeHtml(words.monthLabel(points.at(-1)!.month))}</text>`;
  return (
    `<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-t ${id}-d" data-testid="trend-chart">` +
    `<title id="${id}-t">${escapeHtml(words.title)}</title><desc id="${id}-d">${escapeHtml(words.summary)}</desc>` +
    `${ticks}${bands}${line((p) => p.asking.range?.median ?? null, 'asking')}${line((p) => p.agreed.range?.median ?? null, 'agreed')}${months}</svg>`
  );
}
