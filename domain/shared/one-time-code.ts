/**
 * What every one-time code keeps of its life (an OTP challenge, a confirmation code): the tries taken against it,
 * when it was sent and stops working, and when it was used or voided.
 */
export interface OneTimeCodeLife {
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
  voidedAt: Date | null;
}

/** A code sent `now`: no tries yet, working for `ttlSeconds`, neither used nor voided. */
export function freshCodeLife(now: Date, ttlSeconds: number): OneTimeCodeLife {
  return { attempts: 0, createdAt: now, expiresAt: new Date(now.getTime() + ttlSeconds * 1000), consumedAt: null, voidedAt: null };
}

