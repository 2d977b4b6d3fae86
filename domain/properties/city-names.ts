import type { Language } from '../shared/language.js';
import type { City } from './property-options.js';

/**
 * Our cities as the server's texts name them (the search-alert SMS, its stop page), in each language. The public
 * site's catalogues say the same (web-public/src/i18n: city.*); test/use-cases/search-alerts checks they agree.
 */
export const CityNames: Record<City, Record<Language, string>> = {
  patna: { en: 'Patna', hi: 'पटना' },
  gaya: { en: 'Gaya', hi: 'गया' },
  muzaffarpur: { en: 'Muzaffarpur', hi: 'मुज़फ़्फ़रपुर' },
  bhagalpur: { en: 'Bhagalpur', hi: 'भागलपुर' },
  darbhanga: { en: 'Darbhanga', hi: 'दरभंगा' },
  ranchi: { en: 'Ranchi', hi: 'राँची' },
};

/** A city's name in `language` (an unknown slug as it is). */
export const cityName = (city: string, language: Language): string => CityNames[city as City]?.[language] ?? city;
