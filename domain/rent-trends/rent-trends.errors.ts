import { english } from '../shared/catalogue/index.js';
import { NotFoundError } from '../shared/domain-error.js';

export const RentTrendsMessages = {
  unknownCity: english('RENT_TRENDS_UNKNOWN_CITY'),
  unknownLocality: english('RENT_TRENDS_UNKNOWN_LOCALITY'),
} as const;

/** A city the product does not serve (404). */
export class UnknownRentTrendsCityError extends NotFoundError {
  constructor() {
    super(RentTrendsMessages.unknownCity);
  }
}

/** A locality no listing of the city names (404). */
export class UnknownRentTrendsLocalityError extends NotFoundError {
  constructor() {
    super(RentTrendsMessages.unknownLocality);
  }
}
