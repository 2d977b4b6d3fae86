import { Cities, Furnishings, type City } from '../../domain/properties/property-options.js';
import { NOW, roundRent, shown, trendMonths, type FurnishingGroup, type RentFigure, type RentRange, type RentSource } from '../../domain/rent-trends/rent-figure.js';
import { UnknownRentTrendsCityError, UnknownRentTrendsLocalityError } from '../../domain/rent-trends/rent-trends.errors.js';
import { indiaDate } from '../../domain/shared/india-date.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RentFigureStore } from './ports/rent-figure.store.port.js';

/** A figure as shown: the homes it rests on, and its range (rounded to ₹50) only when they are enough. */
export interface ShownFigure {
  homes: number;
  range: RentRange | null;
}

/** One source's figure for a month of the trend. */
export interface TrendPoint {
  month: string;
  asking: ShownFigure;
  agreed: ShownFigure;
}

/** A locality's (or the whole city's) BHK: its current figures from both sources, by furnishing, and its 12 months. */
export interface RentTrendRow {
  locality: string;
  localityKey: string;
  bhk: number;
  asking: ShownFigure;
  agreed: ShownFigure;
  /** Per furnishing, only those with enough homes from one source at least. */
  byFurnishing: Array<{ furnishing: FurnishingGroup; asking: ShownFigure; agreed: ShownFigure }>;
  trend: TrendPoint[];
}

export interface RentTrendsView {
  city: City;
  /** Null on the city's page. */
  locality: { name: string; key: string } | null;
  computedAt: Date | null;
  /** The whole city's BHKs (city page) or the locality's (locality page). */
  rows: RentTrendRow[];
  /** The city page's localities, each with its current BHK figures (no trend). */
  localities: Array<{ name: string; key: string; rows: RentTrendRow[] }>;
  months: string[];
}

const NONE: ShownFigure = { homes: 0, range: null };

/** The rent trends of a city or one of its localities, as the job last stored them (nothing is computed here). */
export class GetRentTrends {
  constructor(
    private readonly figures: RentFigureStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: { city: string; localityKey?: string | null }): Promise<RentTrendsView> {
    if (!(Cities as readonly string[]).includes(input.city)) throw new UnknownRentTrendsCityError();
    const city = input.city as City;
    const months = trendMonths(indiaDate(this.clock.now()).slice(0, 7));
    const computedAt = await this.figures.computedAt();
    if (input.localityKey !== undefined && input.localityKey !== null) {
      const stored = await this.figures.forLocality(city, input.localityKey);
      if (stored.length === 0) throw new UnknownRentTrendsLocalityError();
      const name = stored[0]!.locality;
      return { city, locality: { name, key: input.localityKey }, computedAt, rows: rowsOf(stored, months, true), localities: [], months };
    }
    const stored = await this.figures.forCity(city);
    const whole = stored.filter((f) => f.localityKey === '');
    const byLocality = new Map<string, RentFigure[]>();
    for (const figure of stored) if (figure.localityKey !== '') byLocality.set(figure.localityKey, [...(byLocality.get(figure.localityKey) ?? []), figure]);
    const localities = [...byLocality.entries()]
      .map(([key, figures]) => ({ key, name: figures[0]!.locality, rows: rowsOf(figures, months, false) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { city, locality: null, computedAt, rows: rowsOf(whole, months, true), localities, months };
  }
}

/** A figure as shown: the range rounded to ₹50, and none at all below the minimum of homes. */
export function shownFigure(figure: RentFigure | undefined): ShownFigure {
  if (!figure) return NONE;
  if (!shown(figure) || !figure.range) return { homes: figure.homes, range: null };
  const { p25, median, p75 } = figure.range;
  return { homes: figure.homes, range: { p25: roundRent(p25), median: roundRent(median), p75: roundRent(p75) } };
}

function rowsOf(figures: RentFigure[], months: string[], withTrend: boolean): RentTrendRow[] {
  const index = new Map<string, RentFigure>();
  const key = (bhk: number, furnishing: FurnishingGroup, source: RentSource, period: string) => `${bhk}|${furnishing}|${source}|${period}`;
  for (const f of figures) index.set(key(f.bhk, f.furnishing, f.source, f.period), f);
  const bhks = [...new Set(figures.map((f) => f.bhk))].sort((a, b) => a - b);
  const first = figures[0];
  return bhks.map((bhk) => {
    const at = (furnishing: FurnishingGroup, source: RentSource, period: string) => shownFigure(index.get(key(bhk, furnishing, source, period)));
    return {
      locality: first?.locality ?? '',
      localityKey: first?.localityKey ?? '',
      bhk,
      asking: at('ANY', 'ASKING', NOW),
      agreed: at('ANY', 'AGREED', NOW),
      byFurnishing: Furnishings.map((furnishing) => ({ furnishing, asking: at(furnishing, 'ASKING', NOW), agreed: at(furnishing, 'AGREED', NOW) })).filter(
        (f) => f.asking.range !== null || f.agreed.range !== null,
      ),
      trend: withTrend ? months.map((month) => ({ month, asking: at('ANY', 'ASKING', month), agreed: at('ANY', 'AGREED', month) })) : [],
    };
  });
}
