import { defineSmsTexts } from './sms-text.js';

/**
 * Owner reconfirmation: 3 days before a live listing would drop out of search, its owner gets a one-tap link
 * (no sign-in) to say "still available" or "rented out". `{place}` is the listing's locality (shortened),
 * `{date}` the last day it shows in search all day ("12 Dec" / "12 दिस॰": lastDayInSearch, the day before the
 * one its window ends on, so acting on the named day is always in time), `{link}` the short link (https://<site>/o/<token>).
 * English stays within one 160-character part (the locality is cut at 24 characters); Hindi (UCS-2, 67
 * characters a part) takes two with a usual locality (three with the longest), the link alone being 40-odd.
 */
export const RECONFIRMATION_SMS = defineSmsTexts({
  RECONFIRM_REMINDER: {
    kind: 'LISTING_RECONFIRM',
    en: '{product}: your home in {place} is in search until {date}. Still available or rented out? Tap: {link}',
    hi: '{product}: {place} वाला घर {date} तक खोज में दिखेगा। खाली है या किराए पर चला गया? बताएँ: {link}',
  },
});
