/**
 * The search-alert SMS of a digest, in the recipient's language, from the one catalogue
 * (application/shared/sms-texts/search-alerts.sms.ts). The values written in a language (a city, "Room") come from
 * here; the sentences only from the catalogue.
 */
import { cityName } from '../../domain/properties/city-names.js';
import type { Property } from '../../domain/properties/property.js';
import type { Language } from '../../domain/shared/language.js';
import type { SmsNotice } from '../auth/ports/sms-sender.port.js';
import { shortPlace } from '../shared/sms-texts/short-place.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';

/** What a home is, in a few characters: BHK for flats and houses ("1 RK" for 0), else its type. */
export function homeIn(home: Pick<Property, 'propertyType' | 'bhk'>, language: Language): string {
  if (home.propertyType === 'ROOM') return language === 'hi' ? 'कमरा' : 'Room';
  if (home.propertyType === 'PG') return 'PG';
  return home.bhk === 0 ? '1 RK' : `${home.bhk} BHK`;
}

/** Whole rupees in Indian grouping (12,500; 1,00,000), Latin digits in both languages. */
export const indianGrouping = (value: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(value);

/** One new home: what, where and the rent; several: how many and in which cities. */
export function searchAlertNotice(input: {
  language: Language;
  productName: string;
  homes: readonly Pick<Property, 'propertyType' | 'bhk' | 'locality' | 'city' | 'rent'>[];
  link: string;
  stopLink: string;
}): SmsNotice {
  const { homes, link, stopLink } = input;
  const product = input.productName;
  if (homes.length === 1) {
    const home = homes[0]!;
    return smsNotice('SEARCH_ALERT_ONE', input.language, (language) => ({
      product,
      home: homeIn(home, language),
      place: `${shortPlace(home.locality)}, ${cityName(home.city, language)}`,
      rent: indianGrouping(home.rent),
      link,
      stopLink,
    }));
  }
  const cities = [...new Set(homes.map((home) => home.city))];
  return smsNotice('SEARCH_ALERT_MANY', input.language, (language) => ({
    product,
    count: indianGrouping(homes.length),
    cities: cities.map((city) => cityName(city, language)).join(', '),
    link,
    stopLink,
  }));
}
