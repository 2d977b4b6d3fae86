import { v7 as uuidv7 } from 'uuid';
import type { Language } from '../shared/language.js';
import type { Property } from './property.js';

const DAY_MS = 86_400_000;

/** The owner is texted this many days before their listing would drop out of search. */
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

/** The instant before which a window's end makes its listing due for a reminder (`now` + 3 days). */
export function reminderHorizon(now: Date): Date {
  return new Date(now.getTime() + RECONFIRM_REMINDER_DAYS_BEFORE * DAY_MS);
}

/** A link with its listing as it is now, and the language its owner reads (the page and its answers). */
export interface ReconfirmLinkState {
  link: ReconfirmLink;
  property: Property;
  language: Language;
}
