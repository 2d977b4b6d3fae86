/**
 * The share button of a listing (its card, its details page): a link to WhatsApp with the listing's line (rent,
 * BHK, place) and address; where the browser has the Web Share API, a tap opens the share sheet instead
 * (share-link.ts). A link, not a button: it works before any script, and the islands of the server-rendered
 * pages do not start the app for it.
 */
import type { MouseEvent } from 'react';
import type { Listing } from '../api/properties';
import { t } from '../i18n/t';
import { Icon } from '../ui/Icon';
import { listingShare } from './share';
import { shareAttributes, shareClick } from './share-link';
import { useSiteOrigin } from './site-origin';

interface ShareButtonProps {
  listing: Pick<Listing, 'id' | 'title' | 'rent' | 'bhk' | 'property_type' | 'locality' | 'city'>;
  /** A wider button with a visible label (details page); on cards a round icon, named for screen readers. */
  labelled?: boolean;
}

export function ShareButton({ listing, labelled = false }: ShareButtonProps) {
  const origin = useSiteOrigin();
  const attributes = shareAttributes(listingShare(listing, origin));
  return (
    <a
      {...attributes}
      className={`share${labelled ? ' share--labelled' : ''}`}
      target="_blank"
      rel="noopener noreferrer"
      title={t('share.label')}
      data-testid="share-button"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => shareClick(event.nativeEvent, event.currentTarget)}
    >
      <Icon name="share" size={labelled ? 20 : 22} />
      {labelled ? <span>{t('share.button')}</span> : <span className="visually-hidden">{t('share.label')}</span>}
    </a>
  );
}
