/**
 * A listing in full: gallery, rent / deposit / maintenance, facts, amenities, description, address, virtual tour,
 * dates. Shared by the public details page and the owner's, admin's and shared previews (which add a banner
 * and leave out the heart, share button and callback of a home that is not live).
 */
import { Fragment, type ReactNode } from 'react';
import type { Listing } from '../api/properties';
import { useCallbackRequest } from '../callback/CallbackContext';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import {
  amenityLabel,
  bhkLabel,
  cityName,
  floorLabel,
  formatCount,
  formatDate,
  formatRupees,
  furnishingLabel,
  addressLines,
  hasBhk,
  homeSummary,
  propertyTypeLabel,
  riderVerifiedLabel,
  tenantsLabel,
} from './format';
import { ProposeTenancyLink } from '../tenancies/ProposeTenancyLink';
import { BookVisitButton } from '../rides/BookVisitButton';
import { Gallery } from './Gallery';
import { LocationMap, TourSection } from './PlaceAndTour';
import { ShareButton } from './ShareButton';
import { ReportListingButton } from '../listing-report/ReportListingButton';
import { WishlistHeart } from './WishlistHeart';
import { FairRentMark } from './FairRentMark';

interface PropertyDetailsViewProps {
  listing: Listing;
  /** Status banner of the previews. */
  banner?: ReactNode;
  /** Extra buttons in the price panel (preview: Edit, Back). */
  actions?: ReactNode;
}

/** Whether tenants can act on the home (heart, callback): it is live and in search. */
export const isPublic = (listing: Pick<Listing, 'status' | 'is_stale'>) => listing.status === 'LIVE' && !listing.is_stale;

export function PropertyDetailsView({ listing, banner, actions }: PropertyDetailsViewProps) {
  const { openCallback } = useCallbackRequest();
  const live = isPublic(listing);
  const floor = floorLabel(listing.floor, listing.total_floors);
  const posted = listing.published_at ?? listing.created_at;

  const facts: [string, string][] = [
    [t('details.fact.type'), propertyTypeLabel(listing.property_type)],
    ...(hasBhk(listing.property_type) ? [[t('details.fact.bhk'), bhkLabel(listing.bhk)] as [string, string]] : []),
    [t('details.fact.bathrooms'), String(listing.bathrooms)],
    [t('details.fact.furnishing'), furnishingLabel(listing.furnishing)],
    [t('details.fact.tenants'), tenantsLabel(listing.preferred_tenants)],
    [t('details.fact.available'), formatDate(listing.available_from)],
  ];
  if (listing.built_up_area) facts.push([t('details.fact.area'), t('property.area', { area: formatCount(listing.built_up_area) })]);
  if (floor) facts.push([t('details.fact.floor'), floor]);

  return (
    <article className="property" data-testid="property-details" data-id={listing.id}>
      {banner}
      <div className="property__layout">
        <div className="property__gallery">
          <Gallery images={listing.images ?? []} title={listing.title} />
        </div>
        <header className="property__head">
          <p className="property__kind muted">{homeSummary(listing)}</p>
          <h1 className="property__title" data-testid="details-title">
            {listing.title}
          </h1>
          <p className="property__place">
            <Icon name="pin" size={16} />
            <span>
              {listing.locality}, {cityName(listing.city)}
            </span>
          </p>
          <p className="property__dates">
            {listing.rider_verified && listing.verified_at ? (
              <span className="badge badge--verified badge--rider" data-testid="rider-verified-badge">
                <Icon name="shield" size={14} />
                {riderVerifiedLabel(listing)}
              </span>
            ) : (
              listing.is_verified &&
              listing.verified_at && (
                <span className="badge badge--verified" data-testid="verified-badge">
                  <Icon name="shield" size={14} />
                  {t('details.verifiedOn', { date: formatDate(listing.verified_at) })}
                </span>
              )
            )}
            <span className="muted" data-testid="details-posted">
              {t('details.posted', { date: formatDate(posted) })}
            </span>
          </p>
        </header>

        <aside className="property__side card" aria-label={t('details.rent')}>
          <p className="property__rent" data-testid="details-rent">
            <strong>{formatRupees(listing.rent)}</strong> <span className="muted">{t('property.perMonth')}</span>
          </p>
          {listing.status === 'LIVE' && (
            <FairRentMark id={listing.id} city={listing.city} locality={listing.locality} bhk={listing.bhk} furnishing={listing.furnishing} rent={listing.rent} place="details" />
          )}
          <dl className="property__money">
            <dt>{t('details.deposit')}</dt>
            <dd data-testid="details-deposit">{listing.deposit ? formatRupees(listing.deposit) : t('details.none')}</dd>
            <dt>{t('details.maintenance')}</dt>
            <dd data-testid="details-maintenance">
              {listing.maintenance ? `${formatRupees(listing.maintenance)}${t('property.perMonth')}` : t('details.none')}
            </dd>
          </dl>
          {listing.virtual_tour_url && (
            <a className="button button--outline button--block" href={listing.virtual_tour_url} target="_blank" rel="noopener noreferrer" data-testid="details-tour">
              <Icon name="video" size={18} />
              {t('details.tour')}
              <span className="visually-hidden"> {t('details.newTab')}</span>
            </a>
          )}
          {live && (
            <>
              <button
                type="button"
                className="button button--primary button--block"
                onClick={() => openCallback({ type: 'PROPERTY', propertyId: listing.id })}
                data-testid="details-callback"
              >
                <Icon name="phone" size={18} />
                {t('details.callback')}
              </button>
              <p className="property__note muted">{t('details.callbackNote')}</p>
              <BookVisitButton listing={listing} />
              <ProposeTenancyLink listing={listing} />
              <div className="property__pair">
                <WishlistHeart propertyId={listing.id} saved={Boolean(listing.wishlisted)} labelled />
                <ShareButton listing={listing} labelled />
              </div>
              <ReportListingButton listing={listing} />
              <p className="property__note muted" data-testid="details-safety">
                {t('tenancy.safety')}
              </p>
            </>
          )}
          {actions}
        </aside>

        <div className="property__main">
          <section className="property__section" aria-labelledby="facts-title">
            <h2 id="facts-title" className="property__heading">
              {t('details.facts')}
            </h2>
            <dl className="facts">
              {facts.map(([label, value]) => (
                <div key={label} className="facts__item">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          {listing.amenities.length > 0 && (
            <section className="property__section" aria-labelledby="amenities-title">
              <h2 id="amenities-title" className="property__heading">
                {t('details.amenities')}
              </h2>
              <ul className="amenities" data-testid="details-amenities">
                {listing.amenities.map((amenity) => (
                  <li key={amenity} className="amenities__item">
                    {amenityLabel(amenity)}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {listing.description && (
            <section className="property__section" aria-labelledby="description-title">
              <h2 id="description-title" className="property__heading">
                {t('details.description')}
              </h2>
              <p className="property__description">{listing.description}</p>
            </section>
          )}

          <section className="property__section" aria-labelledby="location-title">
            <h2 id="location-title" className="property__heading">
              {t('details.location')}
            </h2>
            <address className="property__address" data-testid="details-address">
              {addressLines(listing).map((line, i) => (
                <Fragment key={i}>
                  {i > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </address>
            <LocationMap listing={listing} address={addressLines(listing).join(', ')} />
          </section>
          <TourSection listing={listing} />
        </div>
      </div>
    </article>
  );
}
