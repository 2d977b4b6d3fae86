import { en, say } from '../shared/catalogue/index.js';

/**
 * Search alerts' limits and words: plain data read by the server (SearchAlert, the use cases) and the public site
 * (through adapters/http/contract/rules.ts).
 */

/** Alerts a person may keep (active and stopped together: stopped ones can be resumed, so they hold their place). */
export const MAX_SEARCH_ALERTS_PER_PERSON = 5;

/** ACTIVE: texts go out; STOPPED: by the SMS's stop link (or the profile), can be resumed. */
export const SearchAlertStatuses = ['ACTIVE', 'STOPPED'] as const;
export type SearchAlertStatus = (typeof SearchAlertStatuses)[number];

/**
 * At most one SMS per person per calendar day in India (all their alerts together). A calendar day, not a rolling
 * 24 hours: with the dispatch's 15-minute ticks a rolling window would push each person's SMS a little later every
 * day, until one day had none.
 */
export const SEARCH_ALERT_SMS_PER_DAY = 1;

/**
 * Texts go out between these hours, India time (9:00 to 21:00, TRAI's window for promotional texts): a home
 * approved at night is told about the next morning.
 */
export const SEARCH_ALERT_SENDING_HOURS = { from: 9, until: 21 } as const;

/**
 * What a person reads, in English (throw sites name the codes; these are the same words for readers of the rules and
 * the tests).
 */
export const SearchAlertMessages = {
  saved: say(en, 'SEARCH_ALERT_SAVED'),
  tooMany: say(en, 'SEARCH_ALERTS_MAX', { max: MAX_SEARCH_ALERTS_PER_PERSON }),
  duplicate: say(en, 'SEARCH_ALERT_DUPLICATE'),
  deleted: say(en, 'SEARCH_ALERT_DELETED'),
  resumed: say(en, 'SEARCH_ALERT_RESUMED'),
  stopped: say(en, 'SEARCH_ALERT_STOPPED'),
  notFound: say(en, 'ALERT_NOT_FOUND'),
  rentRange: say(en, 'RENT_MIN_ABOVE_MAX'),
  linkNotFound: say(en, 'LINK_INVALID'),
  noPhone: say(en, 'SEARCH_ALERT_NO_PHONE'),
} as const;
