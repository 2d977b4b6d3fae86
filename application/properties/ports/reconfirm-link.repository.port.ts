import type { ReconfirmAction, ReconfirmLink } from '../../../domain/properties/reconfirm-link.js';
import { port } from '../../shared/port.js';

/** A live listing whose window ends soon and that has no reminder for that window yet. */
export interface DueListing {
  propertyId: string;
  ownerId: string;
  /** The listing's `listedUntil`: the window a reminder is planned for. */
  windowEndsAt: Date;
}

/**
 * The reconfirmation reminders and their one-tap links: one row per (listing, window), held unique by the
 * store, so two runs of the daily job (or two instances) never plan two reminders for one window.
 */
export interface ReconfirmLinkRepository {
  /**
   * Live listings whose window ends in (`after`, `until`] and that have no reminder for that window, soonest
   * first, at most `limit`. One indexed query (never every listing into memory).
   */
  findDue(after: Date, until: Date, limit: number): Promise<DueListing[]>;
  /**
   * The ids of reminders not sent yet (their send job failed for good: the provider refused it through every
   * retry) whose window ends after `endsAfter` (the daily run passes the end of India's today: a window ending
   * today is past texting) and whose listing is still live in it; by id, after `afterId`, at most `limit`. One
   * indexed query.
   */
  findUnsent(endsAfter: Date, limit: number, afterId?: string): Promise<string[]>;
  /** Stores a planned reminder; false (and nothing stored) when its listing already has one for that window. */
  add(link: ReconfirmLink): Promise<boolean>;
  findById(id: string): Promise<ReconfirmLink | null>;
  findByTokenHash(tokenHash: string): Promise<ReconfirmLink | null>;
  /**
   * Claims the sending of the reminder, atomically: sets its token's hash and `sentAt` only when it was not sent
   * yet. False when another run got there first (the caller sends nothing).
   */
  markSent(id: string, tokenHash: string, now: Date): Promise<boolean>;
  /** Gives a claim back when the SMS could not be handed over (a retry may send it, with a new token). */
  unmarkSent(id: string, tokenHash: string): Promise<void>;
  /** Marks the link used for `action`, atomically: false when it was used already (the second tap). */
  consume(id: string, action: ReconfirmAction, now: Date): Promise<boolean>;
}
export const ReconfirmLinkRepository = port<ReconfirmLinkRepository>('ReconfirmLinkRepository');
