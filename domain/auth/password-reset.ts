import { v7 as uuidv7 } from 'uuid';

export const PASSWORD_RESET_TTL_SECONDS = 20 * 60;

/** A single-use admin password-reset link, valid 20 minutes; only the token's hash is kept. */
export class PasswordReset {
  id!: string;
  userId!: string;
  tokenHash!: string;
  createdAt!: Date;
  expiresAt!: Date;
  usedAt!: Date | null;

  static issue(userId: string, tokenHash: string, now: Date): PasswordReset {
    const reset = new PasswordReset();
    reset.id = uuidv7();
    reset.userId = userId;
    reset.tokenHash = tokenHash;
    reset.createdAt = now;
    reset.expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000);
    reset.usedAt = null;
    return reset;
  }

  isUsable(now: Date): boolean {
    return this.usedAt === null && now.getTime() < this.expiresAt.getTime();
  }
}
