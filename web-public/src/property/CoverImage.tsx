/**
 * Listing photos' `<img>`s: LazyImage (every photo: card covers here, the gallery's slides) and CoverImage (a
 * card's cover: 320 / 640 px WebP by srcset, or a neutral placeholder). One module, so the listing page does
 * not wait for one more chunk on 3G.
 */
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { coverSrcSet } from './format';
import { markRequested, wasRequested, whenNear } from './near-viewport';

/** Card width: one column on phones, two on tablets, three (about 360px) on desktops. */
export const CARD_SIZES = '(max-width: 540px) calc(100vw - 32px), (max-width: 1024px) 50vw, 360px';

/** When a photo gets its source: see LazyImage. */
export type ImageLoad = 'priority' | 'near' | boolean;

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'src' | 'srcSet'> {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  load: ImageLoad;
}

/**
 * Every listing photo's `<img>`: sized (width / height attributes, and the CSS gives it its aspect ratio), so
 * it takes its place before it has a source and nothing shifts when the photo arrives. When it gets its
 * `src` / `srcset` is the caller's choice (`load`):
 * - 'priority': at once, eager, `fetchpriority="high"`: the likely largest paint (first cards, gallery cover);
 * - 'near': once within NEAR_MARGIN of the screen (near-viewport.ts), not at Chrome's own lazy distance,
 *   which is thousands of px on 3G; `loading="lazy"` stays as the brake where IntersectionObserver is missing;
 * - true / false: the caller decides (the gallery: the slide on screen and its neighbours).
 * Until then the `<img>` has no source; a photo once asked for on this page keeps its source from the start.
 */
export function LazyImage({ src, srcSet, load, ...rest }: LazyImageProps) {
  const image = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(() => load === 'priority' || wasRequested(src));
  const wanted = Boolean(src) && (load === 'priority' || load === true || (load === 'near' && near));

  useEffect(() => {
    if (load !== 'near' || near || !image.current) return;
    return whenNear(image.current, () => setNear(true));
  }, [load, near]);

  useEffect(() => {
    if (wanted) markRequested(src);
  }, [wanted, src]);

  return (
    <img
      ref={image}
      {...rest}
      src={wanted ? src : undefined}
      srcSet={wanted ? srcSet : undefined}
      loading={load === 'priority' ? 'eager' : load === 'near' ? 'lazy' : undefined}
      fetchPriority={load === 'priority' ? 'high' : undefined}
      decoding="async"
    />
  );
}

interface CoverImageProps {
  url: string | null;
  /** The cover's 320 px variant where the server hands it (a signed cover's sibling cannot be named). */
  smallUrl?: string | null;
  alt: string;
  /** The first cards of a page are likely the largest paint: load them at once. */
  eager?: boolean;
  sizes?: string;
}

/**
 * A card's cover: at once with high priority when `eager` (the first cards, likely the largest paint),
 * otherwise when it comes near the screen.
 */
export function CoverImage({ url, smallUrl, alt, eager = false, sizes = CARD_SIZES }: CoverImageProps) {
  if (!url) {
    return (
      <div className="cover cover--empty" role="img" aria-label={t('property.noPhoto')}>
        <Icon name="image" size={36} />
      </div>
    );
  }
  const srcSet = coverSrcSet(url, smallUrl);
  return (
    <LazyImage
      className="cover"
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={640}
      height={427}
      alt={alt}
      load={eager ? 'priority' : 'near'}
    />
  );
}
