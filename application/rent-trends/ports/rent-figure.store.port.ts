import { port } from '../../shared/port.js';
import type { FurnishingGroup, RentFigure } from '../../../domain/rent-trends/rent-figure.js';

/** One home's comparables: the same city, locality, BHK and furnishing. */
export interface ComparableKey {
  city: string;
  locality: string;
  bhk: number;
  furnishing: FurnishingGroup;
}

/**
 * The stored rent figures (domain/rent-trends/rent-figure.ts). `recompute` replaces them all at once, computed by the
 * database from the listings and tenancies as of `now` (percentiles with percentile_cont); readers only ever read what
 * the last run stored.
 */
export interface RentFigureStore {
  /** Recomputes every city's figures in one transaction; answers how many figures were stored. */
  recompute(now: Date): Promise<{ figures: number }>;
  /** When the stored figures were computed; null before the first run. */
  computedAt(): Promise<Date | null>;
  /** A city's figures: every locality's and the whole city's, current and by month. */
  forCity(city: string): Promise<RentFigure[]>;
  /** One locality's figures (by its address key). */
  forLocality(city: string, localityKey: string): Promise<RentFigure[]>;
  /** The current asking-rent figure of each key (in order; null where none is stored). */
  comparables(keys: ComparableKey[]): Promise<Array<RentFigure | null>>;
}
export const RentFigureStore = port<RentFigureStore>('RentFigureStore');
