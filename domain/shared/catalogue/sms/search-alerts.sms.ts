import { defineSmsTexts } from './sms-text.js';

/**
 * Search alerts: at most one SMS a day per person, of the new homes their saved searches found since the last one.
 * `{home}` is what the home is ("2 BHK", "1 RK", "Room", "PG"; application/search-alerts/alert-sms.ts), `{place}` its locality as typed
 * and its city in the recipient's language, `{rent}` in Indian grouping (12,500; "Rs" in English keeps its SMS in GSM-7, 160 characters a part), `{cities}` the cities of the
 * homes, `{link}` the short link, `{stopLink}` the one-tap stop link (both Latin, as every link).
 */
export const SEARCH_ALERT_SMS = defineSmsTexts({
  SEARCH_ALERT_ONE: {
    kind: 'SEARCH_ALERT_ONE',
    en: '{product}: a new home for your search alert: {home} in {place}, Rs {rent}/month. See it: {link} Stop alerts: {stopLink}',
    hi: '{product}: आपकी खोज से मिलता नया घर: {place} में {home}, ₹{rent}/महीना। देखें: {link} अलर्ट बंद करें: {stopLink}',
  },
  SEARCH_ALERT_MANY: {
    kind: 'SEARCH_ALERT_MANY',
    en: '{product}: {count} new homes in {cities} match your search alerts. See them: {link} Stop alerts: {stopLink}',
    hi: '{product}: {cities} में आपकी खोज से मिलते {count} नए घर। देखें: {link} अलर्ट बंद करें: {stopLink}',
  },
});
