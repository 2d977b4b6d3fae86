/**
 * The fair-rent mark (docs/contexts/rent-trends.md): the usual rent of a home's comparables (same city, locality, BHK,
 * furnishing), as the server's scheduled job last computed it. One request per comparable group, shared by every
 * card and form asking about it while the page is open; null where fewer than five homes are known.
 */
import { request } from './client';
import type { FairRentWire } from '../../../adapters/http/contract/wire/rent-trends';
import { fairRentPosition, type FairRentPosition } from '../../../adapters/http/contract/rules';

export type FairRent = FairRentWire;
export type { FairRentPosition };

export interface Comparables {
  city: string;
  locality: string;
  bhk: number;
  furnishing: string;
}

const asked = new Map<string, Promise<FairRent | null>>();

/** The usual range of `home`'s comparables (no rent sent: where a rent sits is worked out here, as the server does). */
export function fetchFairRent(home: Comparables): Promise<FairRent | null> {
  const key = [home.city, home.locality.trim().toLowerCase(), home.bhk, home.furnishing].join('|');
  let answer = asked.get(key);
  if (!answer) {
    const query = new URLSearchParams({ city: home.city, locality: home.locality.trim(), bhk: String(home.bhk), furnishing: home.furnishing });
    answer = request<FairRent | null>('GET', `/fair-rent?${query}`).then(
      (res) => res.data ?? null,
      () => {
        asked.delete(key); // a failed request is asked again next time; the mark stays hidden meanwhile
        return null;
      },
    );
    asked.set(key, answer);
  }
  return answer;
}

/** Where `rent` sits against the usual range: the domain's own rule, so the site and the API never disagree. */
export function rentPosition(rent: number, fair: FairRent): FairRentPosition {
  return fairRentPosition(rent, fair.range);
}
