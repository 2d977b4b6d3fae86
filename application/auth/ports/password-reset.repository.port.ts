import type { PasswordReset } from '../../../domain/auth/password-reset.js';
import { port } from '../../shared/port.js';

export interface PasswordResetRepository {
  findByTokenHash(tokenHash: string): Promise<PasswordReset | null>;
  /**
   * Stores a new link. Earlier open links of the user stay valid (each for its own 20 minutes), so a
   * request made by somebody else cannot void the link the admin is about to use.
   */
  add(reset: PasswordReset): Promise<void>;
  /**
   * Atomically marks the link used and voids every other open link of the same user: one link resets
   * the password once. False when this link was already used or voided (lost a race).
   */
  consume(reset: PasswordReset, now: Date): Promise<boolean>;
  /** The retention purge: deletes the links used, voided or expired before `before`; returns how many. */
  purgeSpent(before: Date): Promise<number>;
}
export const PasswordResetRepository = port<PasswordResetRepository>('PasswordResetRepository');
