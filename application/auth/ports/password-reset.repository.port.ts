import type { PasswordReset } from '../../../domain/auth/password-reset.js';

export interface PasswordResetRepository {
  findByTokenHash(tokenHash: string): Promise<PasswordReset | null>;
  /** Marks every unused link of the user used, then stores the new one: only the newest link works. */
  replaceOpenResets(reset: PasswordReset, now: Date): Promise<void>;
  /** Atomically marks the link used; false when it was already used. */
  consume(id: string, now: Date): Promise<boolean>;
}
export const PasswordResetRepository = Symbol.for('PasswordResetRepository');
