/**
 * What sharing a listing says, in the active language (the share button's line and the link preview's title),
 * from the catalogue. Pure: unit-tested in share.test.ts.
 */
import type { Listing } from '../api/properties';
import { withLanguageParam } from '../../../adapters/http/contract/language-cookie';
import { activeLanguage, t } from '../i18n/t';
import { cityName, detailsPath, formatRupees, homeSummary } from './format';
import type { ShareData } from './share-link';

type Shared = Pick<Listing, 'id' | 'title' | 'rent' | 'bhk' | 'property_type' | 'locality' | 'city'>;

/** "Kankarbagh, Patna", as the card writes it. */
const placeOf = (listing: Pick<Listing, 'locality' | 'city'>) => `${listing.locality}, ${cityName(listing.city)}`;

/** "2 BHK Apartment for rent in Kankarbagh, Patna: ₹12,500 a month". */
export function shareText(listing: Shared): string {
  return t('share.text', { home: homeSummary(listing), place: placeOf(listing), rent: formatRupees(listing.rent) });
}

/**
 * The title, the line and the listing's address on the site (`origin`: https://… without a trailing slash). Shared
 * in Hindi, the address is the Hindi page's (`?lang=hi`): the preview card unfurls in the language of the line.
 */
export function listingShare(listing: Shared, origin: string): ShareData {
  const path = withLanguageParam(detailsPath(listing.id), activeLanguage() === 'hi' ? 'hi' : null);
  return { title: listing.title, text: shareText(listing), url: `${origin}${path}` };
}

/** og:title of a shared details link: "Sunny flat near the Ganga: ₹12,500 a month in Kankarbagh". */
export function sharePreviewTitle(listing: Shared): string {
  return t('share.previewTitle', { title: listing.title, rent: formatRupees(listing.rent), locality: listing.locality || cityName(listing.city) });
}
