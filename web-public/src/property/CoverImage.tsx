/** A listing's cover on cards: lazy, sized (no layout shift), 320 / 640 px WebP by srcset, or a neutral placeholder. */
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { coverSrcSet } from './format';

/** Card width: one column on phones, two on tablets, three (about 360px) on desktops. */
export const CARD_SIZES = '(max-width: 540px) calc(100vw - 32px), (max-width: 1024px) 50vw, 360px';

interface CoverImageProps {
  url: string | null;
  alt: string;
  /** The first cards of a page are likely the largest paint: load them at once. */
  eager?: boolean;
  sizes?: string;
}

export function CoverImage({ url, alt, eager = false, sizes = CARD_SIZES }: CoverImageProps) {
  if (!url) {
    return (
      <div className="cover cover--empty" role="img" aria-label={t('property.noPhoto')}>
        <Icon name="image" size={36} />
      </div>
    );
  }
  const srcSet = coverSrcSet(url);
  return (
    <img
      className="cover"
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={640}
      height={427}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
