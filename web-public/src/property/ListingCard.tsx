/**
 * One home in a list: cover (and how many photos there are), rent, what and where, furnishing, the Verified badge ("Verified by a rider on <date>"
 * after a rider's visit), the wishlist heart and the share button. The home island (src/home/island.ts) fills a copy of this markup.
 */
import { Link } from 'react-router-dom';
import type { Listing } from '../api/properties';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { CoverImage } from './CoverImage';
import { cardFactWords, cityName, detailsPath, formatRupees, homeSummary, riderVerifiedLabel, verifiedMark, verifiedText } from './format';
import { cardFacts } from './card-format';
import { ShareButton } from './ShareButton';
import { FairRentMark } from './FairRentMark';
import { WishlistHeart } from './WishlistHeart';

interface ListingCardProps {
  listing: Listing;
  eager?: boolean;
  /** The cover's `sizes` when the card is not in the usual grid. */
  sizes?: string;
  onWishlistChange?(saved: boolean): void;
  /** The title's heading level: 2 right under a page's h1 (listing, wishlist), 3 under a section's h2 (home). */
  headingLevel?: 2 | 3;
}

export function ListingCard({ listing, eager, sizes, onWishlistChange, headingLevel = 3 }: ListingCardProps) {
  const summary = homeSummary(listing);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const mark = verifiedMark(listing);
  return (
    <article className="listing-card" data-testid="listing-card" data-id={listing.id}>
      <Link className="listing-card__link" to={detailsPath(listing.id)}>
        <div className="listing-card__media">
          <CoverImage url={listing.cover_image_url} smallUrl={listing.cover_image_small_url} alt={listing.title} eager={eager} sizes={sizes} />
          {/* Saved homes that went off the market stay in the wishlist (so they can be removed): say so. */}
          {(listing.status !== 'LIVE' || listing.is_stale) && (
            <span className="badge badge--unavailable listing-card__badge" data-testid="unavailable-badge">
              {t('property.unavailable')}
            </span>
          )}
          {listing.photo_count > 1 && (
            <span className="listing-card__photos" data-testid="photo-count" aria-label={t('card.photos', { count: listing.photo_count })}>
              <Icon name="image" size={14} />
              <span aria-hidden="true">{listing.photo_count}</span>
            </span>
          )}
          {mark === 'verified' && (
            <span className="badge badge--verified listing-card__badge" data-testid="verified-badge">
              <Icon name="shield" size={14} />
              {verifiedText(t('details.verifiedOn'), t('property.verified'), listing)}
            </span>
          )}
          {mark === 'rider' && (
            <span className="badge badge--verified badge--rider listing-card__badge" data-testid="rider-verified-badge">
              <Icon name="shield" size={14} />
              {riderVerifiedLabel(listing)}
            </span>
          )}
        </div>
        <div className="listing-card__body">
          <p className="listing-card__rent">
            <strong>{formatRupees(listing.rent)}</strong>
            <span className="muted">{t('property.perMonth')}</span>
          </p>
          <Title className="listing-card__title">{summary}</Title>
          <p className="listing-card__place">
            <Icon name="pin" size={14} />
            <span>
              {listing.locality}, {cityName(listing.city)}
            </span>
          </p>
          <p className="listing-card__meta muted" data-testid="card-facts">
            {cardFacts(listing, cardFactWords())}
          </p>
          {listing.status === 'LIVE' && !listing.is_stale && (
            <FairRentMark id={listing.id} city={listing.city} locality={listing.locality} bhk={listing.bhk} furnishing={listing.furnishing} rent={listing.rent} place="card" />
          )}
          {listing.listed_by && (
            <p className="listing-card__by muted" data-testid="card-listed-by">
              {t(`card.listedBy.${listing.listed_by}`)}
            </p>
          )}
        </div>
      </Link>
      <div className="listing-card__heart">
        <WishlistHeart propertyId={listing.id} saved={Boolean(listing.wishlisted)} onChange={onWishlistChange} />
      </div>
      {/* A home off the market (kept in a wishlist) has no page to share. */}
      {listing.status === 'LIVE' && !listing.is_stale && (
        <div className="listing-card__share">
          <ShareButton listing={listing} />
        </div>
      )}
    </article>
  );
}
