import type { FairRent } from '../../../application/rent-trends/get-fair-rent.use-case.js';
import type { RentTrendRow, RentTrendsView, ShownFigure } from '../../../application/rent-trends/get-rent-trends.use-case.js';
import type { FairRentWire, RentFigureWire, RentTrends } from '../contract/wire/rent-trends.js';

const figure = (f: ShownFigure): RentFigureWire => ({ homes: f.homes, range: f.range });

const row = (r: RentTrendRow): RentTrends['rows'][number] => ({
  locality: r.locality,
  locality_key: r.localityKey,
  bhk: r.bhk,
  asking: figure(r.asking),
  agreed: figure(r.agreed),
  by_furnishing: r.byFurnishing.map((f) => ({ furnishing: f.furnishing, asking: figure(f.asking), agreed: figure(f.agreed) })),
  trend: r.trend.map((p) => ({ month: p.month, asking: figure(p.asking), agreed: figure(p.agreed) })),
});

export function rentTrendsJson(view: RentTrendsView): RentTrends {
  return {
    city: view.city,
    locality: view.locality,
    computed_at: view.computedAt?.toISOString() ?? null,
    months: view.months,
    rows: view.rows.map(row),
    localities: view.localities.map((l) => ({ name: l.name, key: l.key, rows: l.rows.map(row) })),
  };
}

export function fairRentJson(fair: FairRent | null): FairRentWire | null {
  if (!fair) return null;
  const { verdict } = fair;
  return {
    city: fair.city as FairRentWire['city'],
    locality: fair.locality,
    bhk: fair.bhk,
    furnishing: fair.furnishing,
    homes: fair.homes,
    range: fair.range,
    verdict: verdict === null ? null : verdict.position === 'ABOVE' ? { position: 'ABOVE', percent_above: verdict.percentAbove } : { position: verdict.position },
  };
}
