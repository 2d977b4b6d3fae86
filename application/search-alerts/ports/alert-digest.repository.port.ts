import type { AlertDigest, PendingMatch } from '../../../domain/search-alerts/alert-digest.js';
import { port } from '../../shared/port.js';

/**
 * The record of every search-alert SMS (what it told of, its short and stop links) and the homes waiting for the
 * next one. What was sent is decided here, in the database, before anything is sent: a restart or a job run
 * twice finds it and sends nothing again.
 */
export interface AlertDigestRepository {
  /**
   * People with homes waiting and no SMS sent or being sent to them after `since`, by id after `after` (paging),
   * at most `limit`.
   */
  dueRecipients(query: { since: Date; after: string | null; limit: number }): Promise<string[]>;
  /** The people this listing is waiting for (a match not yet sent) who had no SMS sent or being sent after `since`. */
  dueRecipientsOf(propertyId: string, since: Date): Promise<string[]>;
  /**
   * Inside a unit of work: takes this person's turn (a lock held until the unit ends, so two runs for one person
   * go one after the other) and returns their waiting homes, oldest first; null when an SMS was sent or is being
   * sent to them after `since` (a crashed send counts: it may have gone out).
   */
  takeTurn(userId: string, since: Date): Promise<PendingMatch[] | null>;
  /** Stores the digest (SENDING) and takes its homes off the waiting list. */
  open(digest: AlertDigest): Promise<void>;
  /** Takes these waiting homes off the list without an SMS (their alert stopped, the listing left search). */
  drop(userId: string, matches: readonly PendingMatch[]): Promise<void>;
  markSent(digestId: string, now: Date): Promise<void>;
  /** The provider refused the text: the digest is FAILED (it does not count as the day's SMS) and its homes wait again. */
  release(digestId: string): Promise<void>;
  findByCode(code: string): Promise<AlertDigest | null>;
  /** The SMS whose stop link's secret has this keyed hash. */
  findByStopTokenHash(hash: string): Promise<AlertDigest | null>;
  /** A person's SMS records, newest first (their history; tests read it). */
  historyOf(userId: string): Promise<AlertDigest[]>;
  /** Homes still waiting for a person's next SMS, oldest first. */
  pendingFor(userId: string): Promise<PendingMatch[]>;
  /**
   * Forgets what is over: sent and dropped matches made before `matchesBefore` (a listing approved again after
   * that may be told again), and SMS records made before `digestsBefore` (their short and stop links stop
   * working). Waiting matches stay. Returns how many rows went.
   */
  purge(cutoffs: { matchesBefore: Date; digestsBefore: Date }): Promise<number>;
}
export const AlertDigestRepository = port<AlertDigestRepository>('AlertDigestRepository');
