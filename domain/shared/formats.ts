/**
 * The written shapes of a mobile number and a calendar date: plain constants, import-free. phone-number.ts and
 * iso-date.ts build their rules on them and re-export them; they live apart so the public site's islands can carry
 * them without the rules' messages (adapters/http/contract/island-rules.ts).
 */

/** A 10-digit Indian mobile number (+91 implied). */
export const PHONE_LENGTH = 10;
export const PHONE_PATTERN = /^\d{10}$/;
/** Indian mobile numbers start with 6, 7, 8 or 9 (the numbering plan); others cannot receive our texts. */
export const MOBILE_FIRST_DIGIT = /^[6-9]/;

/** A calendar date as YYYY-MM-DD. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
