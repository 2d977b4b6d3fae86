import { FURNISHINGS, PROPERTY_TYPES } from '../api/properties';
import { t } from '../i18n/t';
import { CITIES } from '../property/cities';
import { cardFactWords } from '../property/format';
import type { IslandText } from './island-text';

/**
 * The words the home island fills its cards with, in the active language: prerender.tsx writes them into the page
 * (the island itself carries no catalogue), with `{count}`, `{amount}`... left for the island to fill.
 */
export function islandWords(): IslandText {
  const byCity = (render: (name: string) => string) => Object.fromEntries(CITIES.map((city) => [city, render(t(`city.${city}`))]));
  return {
    newest: byCity((city) => t('home.newest', { city })),
    newestEmpty: byCity((city) => t('home.newestEmpty', { city })),
    newestFailed: t('home.newestFailed'),
    cities: byCity((city) => city),
    types: Object.fromEntries(PROPERTY_TYPES.map((type) => [type, t(`propertyType.${type}`)])),
    furnishing: Object.fromEntries(FURNISHINGS.map((value) => [value, t(`furnishing.${value}`)])),
    rk: t('property.rk'),
    bhk: t('property.bhk', { count: '{count}' }),
    riderVerified: t('property.riderVerified'),
    verifiedOn: t('details.verifiedOn'),
    listedBy: { OWNER: t('card.listedBy.OWNER'), RIDER: t('card.listedBy.RIDER'), TEAM: t('card.listedBy.TEAM') },
    photos: t('card.photos'),
    facts: (({ furnishing: _furnishing, ...words }) => words)(cardFactWords()),
    verified: t('property.verified'),
    share: t('share.text', { home: '{home}', place: '{place}', rent: '{rent}' }),
  };
}
