/**
 * The photos full screen, opened from a tap on any photo of the details page: swipe on phones (CSS scroll snap),
 * arrow keys and buttons elsewhere, "3 / 7", and a strip of thumbnails to jump. A dialog like the site's others
 * (useDialog: focus inside, Escape closes, focus back to the photo tapped). Its own chunk: loaded on the first tap.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PropertyImage } from '../api/properties';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { useDialog } from '../ui/useDialog';
import { pickUrl, srcSet } from './format';

export default function GalleryViewer({ photos, title, start, onClose }: { photos: PropertyImage[]; title: string; start: number; onClose(): void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(start);
  const go = (to: number, smooth = true) => {
    const next = Math.min(photos.length - 1, Math.max(0, to));
    const node = strip.current;
    if (node) node.scrollTo({ left: next * node.clientWidth, behavior: smooth ? 'smooth' : 'instant' });
    setIndex(next);
  };
  useDialog(dialog, onClose, {
    focusDialog: true,
    onKey: (event) => {
      if (event.key === 'ArrowRight') go(index + 1);
      else if (event.key === 'ArrowLeft') go(index - 1);
    },
  });
  useEffect(() => go(start, false), []);
  const onScroll = () => {
    const node = strip.current;
    if (node && node.clientWidth) setIndex(Math.min(photos.length - 1, Math.max(0, Math.round(node.scrollLeft / node.clientWidth))));
  };

  return createPortal(
    <div ref={dialog} className="viewer" role="dialog" aria-modal="true" aria-label={t('gallery.viewer', { title })} tabIndex={-1} data-testid="gallery-viewer">
      <div className="viewer__top">
        <span className="viewer__counter" data-testid="gallery-viewer-counter" aria-live="polite">
          {index + 1} / {photos.length}
        </span>
        <button type="button" className="viewer__close" onClick={onClose} aria-label={t('common.close')} data-testid="gallery-viewer-close">
          ×
        </button>
      </div>
      <ul ref={strip} className="viewer__strip" onScroll={onScroll}>
        {photos.map((photo, i) => (
          <li key={photo.id} className="viewer__slide" aria-hidden={i !== index}>
            <img
              className="viewer__image"
              src={pickUrl(photo.urls, 1024) ?? ''}
              srcSet={srcSet(photo.urls) || undefined}
              sizes="100vw"
              width={photo.width}
              height={photo.height}
              alt={t('gallery.alt', { title, n: i + 1 })}
              loading={Math.abs(i - index) <= 1 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      {photos.length > 1 && (
        <>
          <button type="button" className="viewer__button viewer__button--previous" onClick={() => go(index - 1)} disabled={index === 0} aria-label={t('gallery.previous')}>
            <Icon name="chevron" />
          </button>
          <button type="button" className="viewer__button viewer__button--next" onClick={() => go(index + 1)} disabled={index === photos.length - 1} aria-label={t('gallery.next')}>
            <Icon name="chevron" />
          </button>
          <div className="viewer__thumbs" data-testid="gallery-viewer-thumbs">
            {photos.map((photo, i) => (
              <button
                key={photo.id}
                type="button"
                className="viewer__thumb"
                onClick={() => go(i)}
                aria-label={t('gallery.photo', { n: i + 1, total: photos.length })}
                aria-current={i === index ? 'true' : undefined}
              >
                <img src={pickUrl(photo.urls, 320) ?? ''} alt="" width={64} height={48} loading="lazy" />
              </button>
            ))}
          </div>
        </>
      )}
    </div>,
    document.body,
  );
}
