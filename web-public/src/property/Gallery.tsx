/**
 * The details page's photos: cover first, a strip that swipes on phones (CSS scroll snap, no script needed)
 * with buttons for mouse users. The cover loads at once with high priority (the page's largest paint); the
 * slide beside it once the cover is in, the others as they are swiped near (gallery-slides.ts). Each photo
 * has its width and height, so nothing shifts while they load. A tap on a photo opens it full screen (GalleryViewer).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PropertyImage } from '../api/properties';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { LazyImage } from './CoverImage';
import { pickUrl, srcSet } from './format';
import { gallerySizes, slidesWithSources } from './gallery-slides';

const none: ReadonlySet<number> = new Set();

/** The full-screen viewer: its own chunk, fetched on the first tap on a photo. */
const GalleryViewer = lazy(() => import('./GalleryViewer'));

export function Gallery({ images, title }: { images: PropertyImage[]; title: string }) {
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  /** The photo open full screen, or null. */
  const [viewing, setViewing] = useState<number | null>(null);
  const photos = [...images].sort((a, b) => a.position - b.position);
  /** Slides whose photo has arrived (or failed): their neighbours may load. */
  const [arrived, setArrived] = useState(none);
  const [sourced, setSourced] = useState(() => slidesWithSources(none, photos.length, 0, false));
  useEffect(() => {
    setSourced((previous) => slidesWithSources(previous, photos.length, current, arrived.has(current)));
  }, [photos.length, current, arrived]);
  const settle = (index: number) => setArrived((previous) => (previous.has(index) ? previous : new Set([...previous, index])));

  if (photos.length === 0) {
    return (
      <div className="gallery gallery--empty" data-testid="gallery" role="img" aria-label={t('property.noPhoto')}>
        <Icon name="image" size={48} />
        <span>{t('property.noPhoto')}</span>
      </div>
    );
  }

  const onScroll = () => {
    const node = strip.current;
    const slide = node?.firstElementChild as HTMLElement | null;
    if (!node || !slide) return;
    const step = slide.offsetWidth + 8;
    setCurrent(Math.min(photos.length - 1, Math.max(0, Math.round(node.scrollLeft / step))));
  };

  const go = (index: number) => {
    const node = strip.current;
    const slide = node?.children[index] as HTMLElement | undefined;
    if (node && slide) node.scrollTo({ left: slide.offsetLeft - node.offsetLeft, behavior: 'smooth' });
  };

  return (
    <div className="gallery" data-testid="gallery" data-count={photos.length}>
      <ul
        ref={strip}
        className={`gallery__strip${photos.length === 1 ? ' gallery__strip--single' : ''}`}
        onScroll={onScroll}
        tabIndex={0}
        aria-label={t('gallery.label')}
      >
        {photos.map((photo, i) => (
          <li key={photo.id} className="gallery__slide" aria-label={t('gallery.photo', { n: i + 1, total: photos.length })}>
            <button type="button" className="gallery__open" onClick={() => setViewing(i)} aria-label={t('gallery.open', { n: i + 1 })} data-testid="gallery-open">
            <LazyImage
              className="gallery__image"
              src={pickUrl(photo.urls, 640) ?? ''}
              srcSet={srcSet(photo.urls) || undefined}
              sizes={gallerySizes(photos.length)}
              width={photo.width}
              height={photo.height}
              alt={t('gallery.alt', { title, n: i + 1 })}
              load={i === 0 ? 'priority' : sourced.has(i)}
              onLoad={() => settle(i)}
              onError={() => settle(i)}
            />
            </button>
          </li>
        ))}
      </ul>
      {photos.length > 1 && (
        <>
          <button
            type="button"
            className="gallery__button gallery__button--previous"
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-label={t('gallery.previous')}
          >
            <Icon name="chevron" />
          </button>
          <button
            type="button"
            className="gallery__button gallery__button--next"
            onClick={() => go(current + 1)}
            disabled={current === photos.length - 1}
            aria-label={t('gallery.next')}
          >
            <Icon name="chevron" />
          </button>
          <span className="gallery__counter" aria-hidden="true">
            {current + 1} / {photos.length}
          </span>
        </>
      )}
      {viewing !== null && (
        <Suspense fallback={null}>
          <GalleryViewer photos={photos} title={title} start={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </div>
  );
}
