import { v7 as uuidv7 } from 'uuid';
import { startOfIndiaDay } from '../shared/india-date.js';
import type { Language } from '../shared/language.js';
import type { Property } from './property.js';

const DAY_MS = 86_400_000;

/** The owner is texted this many days (India's calendar days) before the day their listing would drop out of search. */
export const RECONFIRM_REMINDER_DAYS_BEFORE = 3;
/**
 * A link keeps working this long after the window it was sent for ended: an owner who was away for a weekend
 * or a festival can still bring the listing back (or say it is rented) with one tap; after that the listing has
 * been out of search for days and the SMS has sat on the phone for a week, so signing in is asked instead.
 */
export const RECONFIRM_LINK_GRACE_DAYS = 4;

/** What the owner answered through the link. */
export const ReconfirmActions = ['reconfirm', 'mark_rented'] as const;
export type ReconfirmAction = (typeof ReconfirmActions)[number];

export const isReconfirmAction = (input: unknown): input is ReconfirmAction => (ReconfirmActions as readonly unknown[]).includes(input);

/**
 * The reminder of one listing's reconfirmation window and the one-tap link it carries: one row per (listing,
 * window), so a reminder is never sent twice for the same window. The window is identified by the listing's
 * `listedUntil` when the reminder was planned; a reconfirmation starts a new window (a new reminder 3 days
 * before it ends). Only the keyed hash of the link's token is kept, set when the SMS goes out.
 */
export class ReconfirmLink {
  id!: string;
  propertyId!: string;
  /** Whom the reminder is for (the listing's owner when it was planned). */
  ownerId!: string;
  /** The window this link may act on: the listing's `listedUntil` when it was planned. */
  windowEndsAt!: Date;
  createdAt!: Date;
  expiresAt!: Date;
  /** When the SMS was handed to the provider (claimed before sending: at most one text per window). */
  sentAt!: Date | null;
  tokenHash!: string | null;
  usedAt!: Date | null;
  usedAction!: ReconfirmAction | null;

  /** A reminder for the listing's current window (it must be live with a window to end). */
  static plan(listing: { propertyId: string; ownerId: string; windowEndsAt: Date }, now: Date): ReconfirmLink {
    const link = new ReconfirmLink();
    link.id = uuidv7();
    link.propertyId = listing.propertyId;
    link.ownerId = listing.ownerId;
    link.windowEndsAt = new Date(listing.windowEndsAt);
    link.createdAt = now;
    link.expiresAt = new Date(listing.windowEndsAt.getTime() + RECONFIRM_LINK_GRACE_DAYS * DAY_MS);
    link.sentAt = null;
    link.tokenHash = null;
    link.usedAt = null;
    link.usedAction = null;
    return link;
  }

  isExpired(now: Date): boolean {
    return now.getTime() >= this.expiresAt.getTime();
  }

  get isUsed(): boolean {
    return this.usedAt !== null;
  }

  /** Whether the listing is still live in the window this link was sent for (not reconfirmed since, not rented). */
  coversCurrentWindowOf(property: Property): boolean {
    return property.status === 'LIVE' && property.listedUntil !== null && property.listedUntil.getTime() === this.windowEndsAt.getTime();
  }
}

/**
 * The last instant a window may end at for its listing to be due for a reminder at `now`: the end of India's
 * calendar day 3 days after today. A window ending on 22 Dec is texted on 19 Dec, whether it ends at 09:00 or
 * 23:00 (a rolling `now + 72 h` would text most of them on 20 Dec, two days before the date the SMS names).
 */
export function reminderHorizon(now: Date): Date {
  return new Date(startOfIndiaDay(now).getTime() + (RECONFIRM_REMINDER_DAYS_BEFORE + 1) * DAY_MS - 1);
}

/**
 * The instant a window must end after for a reminder to go out at `now`: the end of India's today (its last
 * millisecond). A window ending later today is past texting: on its last day the text, which names a day, would
 * name yesterday (searchUntil), so a reminder planned or left unsent that late is not sent (SendReconfirmReminder).
 */
export function reminderFloor(now: Date): Date {
  return new Date(startOfIndiaDay(now).getTime() + DAY_MS - 1);
}

/** A link with its listing as it is now, and the language its owner reads (the page and its answers). */
export interface ReconfirmLinkState {
  link: ReconfirmLink;
  property: Property;
  language: Language;
}
