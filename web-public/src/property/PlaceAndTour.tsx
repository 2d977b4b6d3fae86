/**
 * The details page's map and virtual tour, each costing nothing until a person asks: "Show on map" draws the tiles
 * around the home (MAP_TILE_URL from the site's configuration, OpenStreetMap by default, its attribution shown
 * under the map); "Open in Maps" works without it. A YouTube or Matterport tour plays in the page after a tap (the
 * player loads then, not before); other tour links open in a new tab from the price panel.
 */
import { useRef, useState } from 'react';
import type { Listing } from '../api/properties';
import { useConfig } from '../api/config';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { mapTiles, openInMapsUrl, tourEmbed } from './place-and-tour';

const MAP_HEIGHT = 240;

export function LocationMap({ listing, address }: { listing: Listing; address: string }) {
  const config = useConfig();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  const spot = listing.latitude !== null && listing.longitude !== null ? { latitude: listing.latitude, longitude: listing.longitude } : null;
  const tiles = spot && width && config?.map_tile_url ? mapTiles(spot.latitude, spot.longitude, config.map_tile_url, width, MAP_HEIGHT) : [];
  return (
    <div className="place">
      {width !== null && spot && config && (
        <figure className="place__figure">
          <div className="place__map" style={{ height: MAP_HEIGHT }} role="img" aria-label={t('details.mapLabel')} data-testid="details-map">
            {tiles.map((tile) => (
              <img key={tile.src} className="place__tile" src={tile.src} alt="" width={256} height={256} style={{ left: tile.left, top: tile.top }} />
            ))}
            <span className="place__pin" aria-hidden="true">
              <Icon name="pin" size={32} />
            </span>
          </div>
          <figcaption className="place__credit muted">
            <a href={config.map_attribution_url} target="_blank" rel="noopener noreferrer" data-testid="details-map-attribution">
              {config.map_attribution}
            </a>
          </figcaption>
        </figure>
      )}
      <div ref={box} className="place__actions">
        {spot && width === null && (
          <button type="button" className="button button--outline" onClick={() => setWidth(box.current?.clientWidth || 320)} data-testid="details-show-map">
            <Icon name="pin" size={18} />
            {t('details.showMap')}
          </button>
        )}
        <a className="button button--ghost" href={openInMapsUrl({ ...(spot ?? { latitude: null, longitude: null }), address })} target="_blank" rel="noopener noreferrer" data-testid="details-open-maps">
          <Icon name="external" size={18} />
          {t('details.openInMaps')}
          <span className="visually-hidden"> {t('details.newTab')}</span>
        </a>
      </div>
    </div>
  );
}

export function TourSection({ listing }: { listing: Listing }) {
  const [playing, setPlaying] = useState(false);
  const embed = tourEmbed(listing.virtual_tour_url);
  if (!embed) return null;
  return (
    <section className="property__section" aria-labelledby="tour-title">
      <h2 id="tour-title" className="property__heading">
        {t('details.tourTitle')}
      </h2>
      <div className="tour">
        {playing ? (
          <iframe
            className="tour__frame"
            src={embed.src}
            title={t('details.tourFrame', { title: listing.title })}
            allow="fullscreen; xr-spatial-tracking; accelerometer; gyroscope"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="details-tour-frame"
          />
        ) : (
          <button type="button" className="tour__play" onClick={() => setPlaying(true)} data-testid="details-tour-play">
            <Icon name="video" size={32} />
            <span>{t('details.playTour')}</span>
          </button>
        )}
      </div>
    </section>
  );
}
