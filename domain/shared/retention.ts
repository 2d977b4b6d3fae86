/**
 * How long personal records are kept, the numbers the privacy policy states (web-public's privacy page says the
 * same; test/use-cases/privacy/retention.test.ts reads both). The purge job (application/privacy/) keeps them.
 */
export const RETENTION = {
  /**
   * Callback requests and requests for a home (name, phone, email, what was asked) are deleted this many years after
   * they were made.
   */
  callbackRequestYears: 2,
  /**
   * The client address stored with a callback request or a request for a home serves its rate limit (an hour) and
   * abuse checks: it is cleared after this many days.
   */
  clientAddressDays: 30,
  /**
   * After an erasure, the visits the person took part in (and their withdrawn listings, which those visits and
   * reports refer to) are kept this many days without anything personal, for disputes about a visit; then deleted.
   */
  erasedVisitDays: 180,
  /**
   * After an erasure, the tenancies the person was a party to and the payments recorded on them are kept this many
   * years, then deleted. They are the other party's records as much as theirs, and rent receipts back a
   * house-rent-allowance claim: the Income-tax Rules (rule 6F) keep books and their vouchers for six years after the
   * end of the assessment year, which is up to eight years after a rent payment. Counted from the erasure.
   */
  erasedTenancyYears: 8,
  /** The erasure record (counts only, nothing about the person) is kept this many years as proof it was done. */
  erasureRecordYears: 3,
  /**
   * The admin audit log (who did what, when, from which address) is kept this many years, then deleted by the nightly
   * purge through the one path the table allows (audit_log_purge, Migration20261130020000_audit_log_retention, whose
   * floor says the same number).
   */
  auditLogYears: 3,
  /**
   * A sign-in session (when it started, was last used and ended, shown in the person's data export; the token only as
   * a hash) is deleted this many days after it ended: signed out, blocked, past its absolute lifetime or idle too long.
   * A sign-up session, which holds the number being verified, is deleted as soon as it ends (ten minutes at most).
   */
  endedSessionDays: 90,
  /**
   * A password-reset link (an admin's: whose, when asked for, when used; the token only as a hash) is deleted this
   * many days after it was used, voided by another link's use, or expired.
   */
  passwordResetDays: 30,
} as const;

/** The instant `years` calendar years before `now` (UTC). */
export function yearsBefore(now: Date, years: number): Date {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
}

/** The instant `days` days of 24 hours before `now`. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}
