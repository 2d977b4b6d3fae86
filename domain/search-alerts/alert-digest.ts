import { v7 as uuidv7 } from 'uuid';

/**
 * SENDING: claimed and being sent (a crash, a provider's timeout or a dropped connection leaves it so: it may have
 * gone out, so it is never sent again, and it counts as the day's SMS);
 * SENT: the provider took it; FAILED: the provider refused it (its homes go back to waiting, a retry sends anew).
 */
export const AlertDigestStatuses = ['SENDING', 'SENT', 'FAILED'] as const;
export type AlertDigestStatus = (typeof AlertDigestStatuses)[number];

/** A home an alert found, waiting for the person's next SMS. */
export interface PendingMatch {
  alertId: string;
  propertyId: string;
  matchedAt: Date;
}

/**
 * One SMS of search alerts to one person: the new homes it tells of, its short link (`/s/{code}`, to `linkPath`)
 * and its stop link (`/s/stop/{secret}`: stops the alerts it tells of, without signing in). The record is
 * made before the text is sent, in the same transaction that takes its homes off the waiting list, so a job run
 * twice or a restart never sends the same homes twice.
 */
export class AlertDigest {
  id!: string;
  userId!: string;
  /** The short link's code (public: whoever has the SMS may open the homes). */
  code!: string;
  /**
   * The keyed hash of the stop link's secret (SecretHasher): the secret itself (unguessable; it stops and resumes
   * this SMS's alerts without a sign-in) is only in the SMS, so a copy of the database cannot stop anyone's alerts.
   */
  stopTokenHash!: string;
  /** Where the short link goes: a listing's details page (one new home) or a listing page with an alert's filters. */
  linkPath!: string;
  alertIds!: string[];
  propertyIds!: string[];
  status!: AlertDigestStatus;
  createdAt!: Date;
  sentAt!: Date | null;

  static open(input: { userId: string; code: string; stopTokenHash: string; linkPath: string; matches: readonly PendingMatch[] }, now: Date): AlertDigest {
    const digest = new AlertDigest();
    digest.id = uuidv7();
    digest.userId = input.userId;
    digest.code = input.code;
    digest.stopTokenHash = input.stopTokenHash;
    digest.linkPath = input.linkPath;
    digest.alertIds = [...new Set(input.matches.map((m) => m.alertId))];
    digest.propertyIds = [...new Set(input.matches.map((m) => m.propertyId))];
    digest.status = 'SENDING';
    digest.createdAt = now;
    digest.sentAt = null;
    return digest;
  }
}
