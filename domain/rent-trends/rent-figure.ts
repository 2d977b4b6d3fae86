import type { Furnishing } from '../properties/property-options.js';

/**
 * What the rent trends show: for a city, a locality (or the whole city) and a BHK, and, where there are enough homes,
 * a furnishing, the median and the middle half (25th to 75th percentile) of the monthly rent, from one of two sources
 * kept apart, for now or for one month of the past year. Computed in the database by a scheduled job and stored.
 */

/** A figure resting on fewer homes than this is not shown: "not enough homes yet". */
export const MIN_HOMES = 5;

/** Asking rents of live and recently let listings; agreed rents of tenancies confirmed by both sides. */
export const RentSources = ['ASKING', 'AGREED'] as const;
export type RentSource = (typeof RentSources)[number];

/** Every furnishing together, or one. */
export type FurnishingGroup = Furnishing | 'ANY';

/** The current figure, or a month of the past year (YYYY-MM, India time). */
export type RentPeriod = 'NOW' | `${number}-${number}`;
export const NOW: RentPeriod = 'NOW';

/** How many months the trend covers (this month and the eleven before it). */
export const TREND_MONTHS = 12;
/** A let listing's asking rent counts as current this long after it was listed. */
export const RECENTLY_LET_DAYS = 180;

/** The middle half and the median of some homes' rents, in whole rupees; null when they are fewer than MIN_HOMES. */
export interface RentRange {
  p25: number;
  median: number;
  p75: number;
}

export interface RentFigure {
  city: string;
  /** '' for the whole city. */
  localityKey: string;
  /** The locality as listings name it ('' for the whole city). */
  locality: string;
  bhk: number;
  furnishing: FurnishingGroup;
  source: RentSource;
  period: RentPeriod;
  /** How many homes the figure rests on (always told, even when too few to show it). */
  homes: number;
  /** Null when `homes` is below MIN_HOMES. */
  range: RentRange | null;
}

/** A locality's address segment: "Patliputra Colony" → "patliputra-colony" (what /rent-trends/patna/<key> names). */
export function localityKey(locality: string): string {
  return locality
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether a figure may be shown (it rests on enough homes). */
export const shown = (figure: Pick<RentFigure, 'homes'>): boolean => figure.homes >= MIN_HOMES;

/**
 * Where a rent sits against the usual range: within it, below it, or above it by how many percent of the range's
 * upper end (rounded up, so any amount above says at least 1%).
 */
export type FairRentPosition = { position: 'WITHIN' } | { position: 'BELOW' } | { position: 'ABOVE'; percentAbove: number };

export function fairRentPosition(rent: number, range: RentRange): FairRentPosition {
  if (rent < range.p25) return { position: 'BELOW' };
  if (rent <= range.p75) return { position: 'WITHIN' };
  return { position: 'ABOVE', percentAbove: Math.max(1, Math.ceil(((rent - range.p75) * 100) / range.p75)) };
}

/**
 * The p-th percentile of some values with linear interpolation between the closest ranks: PostgreSQL's
 * percentile_cont. The in-memory adapter computes with it, and the tests check the database against it.
 */
export function percentileCont(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) throw new Error('percentile of no values');
  const at = p * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/** Rents as shown: whole rupees, rounded to the nearest 50 (a range of ₹11,000-13,500, not ₹11,012-13,487). */
export const roundRent = (amount: number): number => Math.round(amount / 50) * 50;

/** The months of the trend ending with `lastMonth` (YYYY-MM), oldest first. */
export function trendMonths(lastMonth: string, count = TREND_MONTHS): string[] {
  const [year, month] = lastMonth.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const index = year * 12 + (month - 1) - i;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** The first instant of the trend's first month (India time): the first of the month eleven months before `now`'s. */
export function trendStart(now: Date): Date {
  const offset = 5.5 * 3_600_000; // India has one time zone, UTC+05:30, and no summer time
  const india = new Date(now.getTime() + offset);
  const index = india.getUTCFullYear() * 12 + india.getUTCMonth() - (TREND_MONTHS - 1);
  return new Date(Date.UTC(Math.floor(index / 12), index % 12, 1) - offset);
}

/** An instant's month in India time (YYYY-MM). */
export function indiaMonth(at: Date): string {
  return new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 7);
}
