import { v7 as uuidv7 } from 'uuid';

export const PENDING_SIGN_IN_TTL_SECONDS = 10 * 60;

/**
 * The half-way point of an admin's sign-in: the password was right, the second factor is still to come. Kept in the
 * database (every app instance sees it), bound to the admin, valid 10 minutes, used once; only the token's hash is
 * stored.
 */
export class PendingAdminSignIn {
  id!: string;
  tokenHash!: string;
  userId!: string;
  createdAt!: Date;
  expiresAt!: Date;
  usedAt!: Date | null;

  static open(userId: string, tokenHash: string, now: Date): PendingAdminSignIn {
    const pending = new PendingAdminSignIn();
    pending.id = uuidv7();
    pending.tokenHash = tokenHash;
    pending.userId = userId;
    pending.createdAt = now;
    pending.expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_TTL_SECONDS * 1000);
    pending.usedAt = null;
    return pending;
  }

  isUsable(now: Date): boolean {
    return this.usedAt === null && now.getTime() < this.expiresAt.getTime();
  }
}
