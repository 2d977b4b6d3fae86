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

/** What a person reads (English; the public site shows its own catalogue's words for the same keys). */
export const SearchAlertMessages = {
  saved: 'Search alert saved. We will send you an SMS when a new home matches, at most once a day.',
  tooMany: `You already have ${MAX_SEARCH_ALERTS_PER_PERSON} search alerts. Delete one in your profile to save this search.`,
  duplicate: 'You already have an alert for this search.',
  deleted: 'Search alert deleted',
  resumed: 'Search alert resumed',
  stopped: 'Search alert stopped',
  notFound: 'Search alert not found.',
  rentRange: 'Minimum rent cannot be more than maximum rent.',
  linkNotFound: 'This link is not valid.',
  noPhone: 'Add a mobile number to your account to get SMS alerts.',
} as const;
