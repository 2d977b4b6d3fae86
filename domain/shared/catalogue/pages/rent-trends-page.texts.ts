import { fillTemplate } from '../render.js';
import type { Language } from '../../language.js';

/**
 * The words of the rent trends' pages (/rent-trends/<city> and /rent-trends/<city>/<locality>,
 * adapters/http/rent-trends-page/), drawn by the server with no script. The Hindi object must have every English key
 * (the type says so) and the same `{placeholders}` (test/http/rent-trends-page.http.test.ts checks). Furnishings are
 * named by the public site's catalogue (site/en.ts, site/hi.ts: furnishing.*).
 */
const en = {
  title: 'Rent trends in {place} | {product}',
  language: 'Language',
  cityHeading: 'Rent trends in {city}',
  localityHeading: 'Rent trends in {locality}, {city}',
  intro:
    'What homes rent for, by locality and size: the median monthly rent and the middle half of rents (half of the homes rent between the two amounts). Asking rents are what owners listed live and recently let homes for; agreed rents are what owner and tenant confirmed in a tenancy on {product}. We show them apart.',
  fewHomes: 'A figure resting on fewer than {min} homes is not shown.',
  updated: 'Updated {date}.',
  notYet: 'The figures are being computed. Please look again in a few minutes.',
  wholeCity: 'The whole city',
  byLocality: 'By locality',
  byLocalityHelp: 'Open a locality for its 12-month trend and its figures by furnishing.',
  now: 'Now',
  trend: 'The last 12 months',
  trendHelp: 'Median monthly rent of the homes listed (asking) or let (agreed) each month, with the middle half of the asking rents as a band.',
  bhk: '{bhk} BHK',
  locality: 'Locality',
  size: 'Size',
  furnishing: 'Furnishing',
  allFurnishings: 'All',
  month: 'Month',
  source: 'Source',
  asking: 'Asking rent',
  agreed: 'Agreed rent',
  median: 'Median',
  middleHalf: 'Middle half',
  homes: 'Homes',
  homesCount: '{count} homes',
  range: '{low} to {high}',
  notEnough: 'Not enough homes yet',
  chartTitle: '{bhk} BHK: median monthly rent, {from} to {to}',
  chartSummary: 'Asking rent: solid line and band; agreed rent: dashed line. The same numbers are in the table below.',
  noFigures: 'No homes here yet. As listings go live and homes are let, their rents appear here.',
  scrollTable: 'Table, scrolls sideways',
  backToCity: 'All of {city}',
  search: 'Homes for rent in {city}',
  home: 'Home page',
} as const;

export type RentTrendsPageKey = keyof typeof en;

const hi: Record<RentTrendsPageKey, string> = {
  title: '{place} में किराए का रुझान | {product}',
  language: 'भाषा',
  cityHeading: '{city} में किराए का रुझान',
  localityHeading: '{locality}, {city} में किराए का रुझान',
  intro:
    'इलाके और घर के आकार के हिसाब से किराया: महीने का बीच का (मीडियन) किराया और बीच के आधे घरों का किराया (आधे घर इन दो रकमों के बीच किराए पर हैं)। माँगा गया किराया वह है जिस पर मालिकों ने चालू और हाल में किराए पर गए घर लिस्ट किए; तय किराया वह है जो मालिक और किराएदार ने {product} पर किरायेदारी में पक्का किया। दोनों अलग दिखाए गए हैं।',
  fewHomes: '{min} से कम घरों पर टिका आँकड़ा नहीं दिखाया जाता।',
  updated: '{date} को अपडेट किया गया।',
  notYet: 'आँकड़े अभी गिने जा रहे हैं। कृपया कुछ मिनट बाद फिर देखें।',
  wholeCity: 'पूरा शहर',
  byLocality: 'इलाके के हिसाब से',
  byLocalityHelp: '12 महीने का रुझान और फ़र्नीचर के हिसाब से आँकड़े देखने के लिए इलाका खोलें।',
  now: 'अभी',
  trend: 'पिछले 12 महीने',
  trendHelp: 'हर महीने लिस्ट हुए (माँगा गया) या किराए पर गए (तय) घरों का बीच का किराया, और माँगे गए किराए के बीच के आधे हिस्से की पट्टी।',
  bhk: '{bhk} BHK',
  locality: 'इलाका',
  size: 'आकार',
  furnishing: 'फ़र्नीचर',
  allFurnishings: 'सभी',
  month: 'महीना',
  source: 'स्रोत',
  asking: 'माँगा गया किराया',
  agreed: 'तय किराया',
  median: 'बीच का किराया',
  middleHalf: 'बीच के आधे घर',
  homes: 'घर',
  homesCount: '{count} घर',
  range: '{low} से {high}',
  notEnough: 'अभी काफ़ी घर नहीं',
  chartTitle: '{bhk} BHK: महीने का बीच का किराया, {from} से {to}',
  chartSummary: 'माँगा गया किराया: सीधी रेखा और पट्टी; तय किराया: टूटी रेखा। यही आँकड़े नीचे की तालिका में हैं।',
  noFigures: 'यहाँ अभी कोई घर नहीं। जैसे-जैसे लिस्टिंग चालू होंगी और घर किराए पर जाएँगे, उनके किराए यहाँ दिखेंगे।',
  scrollTable: 'तालिका, बगल में स्क्रॉल होती है',
  backToCity: 'पूरा {city}',
  search: '{city} में किराए के घर',
  home: 'होम पेज',
};

export const RENT_TRENDS_PAGE_TEXTS: Record<Language, Record<RentTrendsPageKey, string>> = { en, hi };

/** The text of `key` in `language`, `{name}` filled from `params` (a placeholder without a value throws). */
export function rentTrendsPageText(language: Language, key: RentTrendsPageKey, params: Record<string, string> = {}): string {
  return fillTemplate(RENT_TRENDS_PAGE_TEXTS[language][key], params);
}
