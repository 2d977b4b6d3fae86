import { Furnishings, type Furnishing } from '../../domain/properties/property-options.js';
import { fairRentPosition, type FairRentPosition, type RentRange } from '../../domain/rent-trends/rent-figure.js';
import type { RentFigureStore } from './ports/rent-figure.store.port.js';
import { shownFigure } from './get-rent-trends.use-case.js';

/** A home to judge: where it is, what it is, and (optionally) its rent. */
export interface FairRentQuestion {
  city: string;
  locality: string;
  bhk: number;
  furnishing: string;
  rent?: number | null;
}

/** The usual rent of a home's comparables (same city, locality, BHK and furnishing), and where its rent sits. */
export interface FairRent {
  city: string;
  locality: string;
  bhk: number;
  furnishing: Furnishing;
  homes: number;
  range: RentRange;
  /** Null when no rent was asked about. */
  verdict: FairRentPosition | null;
}

/**
 * The fair-rent mark: for each home, the usual range of the asking rents of its comparables as the job last stored
 * it, or null where they are fewer than five (nothing is shown then).
 */
export class GetFairRent {
  constructor(private readonly figures: RentFigureStore) {}

  async execute(questions: FairRentQuestion[]): Promise<Array<FairRent | null>> {
    const valid = questions.map((q) => (Furnishings as readonly string[]).includes(q.furnishing) && Number.isInteger(q.bhk) && q.bhk > 0 && q.locality.trim() !== '');
    const found = await this.figures.comparables(
      questions.filter((_, i) => valid[i]).map((q) => ({ city: q.city, locality: q.locality, bhk: q.bhk, furnishing: q.furnishing as Furnishing })),
    );
    let next = 0;
    return questions.map((q, i) => {
      if (!valid[i]) return null;
      const figure = found[next++] ?? null;
      const shown = shownFigure(figure ?? undefined);
      if (!figure || !shown.range) return null;
      const rent = q.rent ?? null;
      return {
        city: figure.city,
        locality: figure.locality,
        bhk: figure.bhk,
        furnishing: q.furnishing as Furnishing,
        homes: shown.homes,
        range: shown.range,
        verdict: rent !== null && rent > 0 ? fairRentPosition(rent, shown.range) : null,
      };
    });
  }
}
