/** The home page's strip of the newest verified homes: loaded on demand so the home route stays small. */
import type { Listing } from '../api/properties';
import { ListingCard } from './ListingCard';

/** Cards in a row that swipes on phones: about one and a half cards show, so people see there is more. */
export const STRIP_SIZES = '(max-width: 540px) 78vw, (max-width: 1024px) 45vw, 360px';

export default function NewestStrip({ listings }: { listings: Listing[] }) {
  return (
    <ul className="strip" data-testid="home-newest">
      {listings.map((listing) => (
        <li key={listing.id} className="strip__item">
          <ListingCard listing={listing} sizes={STRIP_SIZES} />
        </li>
      ))}
    </ul>
  );
}
