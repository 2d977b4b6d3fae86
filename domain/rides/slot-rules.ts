/**
 * The visit slot rules, plain data with no imports so the server (RideSlot) and the public site's slot picker
 * read the same numbers: 1-hour windows starting on the hour from 9:00 to 18:00 India time, at least 3 hours
 * ahead, at most 14 days ahead.
 */
export const SLOT_RULES = {
  /** First and last start hour (India time): windows 9-10 ... 18-19. */
  firstHour: 9,
  lastHour: 18,
  minLeadHours: 3,
  maxAheadDays: 14,
} as const;
