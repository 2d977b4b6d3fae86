/**
 * A tenancy's and a payment's rules as plain data, read by the server and both front ends (through the shared
 * contract): statuses, the terms' limits, payment kinds and modes, the confirmation code's rules.
 */
import { OTP_RULES } from '../auth/otp-challenge.js';

export const TenancyStatuses = ['PROPOSED', 'CONFIRMED', 'ENDING', 'ENDED', 'WITHDRAWN', 'VOIDED'] as const;
export type TenancyStatus = (typeof TenancyStatuses)[number];
/** A tenancy that holds the home: at most one per listing (a partial unique index). */
export const HoldingTenancyStatuses: readonly TenancyStatus[] = ['CONFIRMED', 'ENDING'];
/** A tenancy still going on (a proposal, or a confirmed one not yet ended). */
export const OpenTenancyStatuses: readonly TenancyStatus[] = ['PROPOSED', 'CONFIRMED', 'ENDING'];

export const TenancyParties = ['OWNER', 'TENANT'] as const;
export type TenancyParty = (typeof TenancyParties)[number];

/** Whole rupees and whole months; the rent's limits are the listing's. */
export const TenancyTermRules = {
  rent: { required: true, min: 500, max: 10_000_000, integer: true },
  deposit: { required: true, min: 0, max: 100_000_000, integer: true },
  maintenance: { required: true, min: 0, max: 1_000_000, integer: true },
  term_months: { required: true, min: 1, max: 60, integer: true },
  notice_months: { required: true, min: 0, max: 6, integer: true },
  rent_due_day: { required: true, min: 1, max: 28, integer: true },
} as const;
/** An 11-month leave and licence, one month's notice, rent due by the 5th: what the form starts from. */
export const TENANCY_DEFAULTS = { termMonths: 11, noticeMonths: 1, rentDueDay: 5 } as const;
/** A move-in date at most this many days before or after the proposal. */
export const MOVE_IN_WINDOW_DAYS = 365;

export const PaymentKinds = ['TOKEN', 'DEPOSIT', 'RENT', 'REFUND'] as const;
export type PaymentKind = (typeof PaymentKinds)[number];
export const PaymentModes = ['CASH', 'UPI', 'BANK_TRANSFER'] as const;
export type PaymentMode = (typeof PaymentModes)[number];
export const PaymentStatuses = ['PENDING', 'CONFIRMED', 'DISPUTED', 'VOIDED'] as const;
export type PaymentStatus = (typeof PaymentStatuses)[number];
/** Which tenancy statuses take which kind of payment (a rent only once confirmed; a refund also after the end). */
export const PAYMENT_KIND_NEEDS: Record<PaymentKind, readonly TenancyStatus[]> = {
  TOKEN: ['PROPOSED', 'CONFIRMED'],
  DEPOSIT: ['PROPOSED', 'CONFIRMED', 'ENDING'],
  RENT: ['CONFIRMED', 'ENDING'],
  REFUND: ['CONFIRMED', 'ENDING', 'ENDED', 'WITHDRAWN', 'VOIDED'],
};
export const PAYMENT_AMOUNT_RULE = { required: true, min: 1, max: 100_000_000, integer: true } as const;
export const PAYMENT_REFERENCE_MAX_LENGTH = 60;
/** A dispute's note, a withdrawal's and a void's reason. */
export const TENANCY_NOTE_MAX_LENGTH = 500;
export const VOID_REASON_RULE = { min: 5, max: 500 } as const;
/** A rent payment's month: YYYY-MM. */
export const RENT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The confirmation code: the OTP's rules (6 digits, 5 minutes, a 30-second wait before another, 30 tries per code
 * from everywhere, the three newest codes working), sent to the confirming party's own phone; only that party may
 * ask for it or type it, so nobody else can spend their budgets. Caps per party: codes asked for per hour and wrong
 * codes per 15 minutes.
 */
export const CONFIRMATION_CODE_RULES = {
  ttlSeconds: OTP_RULES.ttlSeconds,
  resendWaitSeconds: OTP_RULES.resendWaitSeconds,
  maxTriesPerCode: OTP_RULES.maxTriesPerCode,
  liveCodesPerSubject: OTP_RULES.liveCodesPerNumber,
  requestsPerPartyPerHour: 10,
  failuresPerPartyPer15Min: 5,
} as const;

/** The safety words shown on the listing page, the tenancy page and in the booking texts. */
export const SAFETY_WORDS_KEY = 'tenancy.safety' as const;
