import type { AdminSecondFactor } from '../../../domain/auth/admin-second-factor.js';
import { port } from '../../shared/port.js';
import type { SealedValueStore } from '../../shared/ports/secret-box.port.js';

/**
 * Admins' authenticators and their recovery codes (kept only as keyed hashes). The writes that decide whether a
 * code counts are single conditional statements, so two app instances given the same code at once accept it once.
 * As a SealedValueStore it walks the sealed authenticator secrets by user id (key rotation: secrets.reseal).
 */
export interface AdminSecondFactorRepository extends SealedValueStore {
  findByUserId(userId: string): Promise<AdminSecondFactor | null>;
  /** Stores a new, unconfirmed authenticator unless the admin has one already (false then: nothing is replaced). */
  begin(factor: AdminSecondFactor): Promise<boolean>;
  /** Finishes the set-up with the first right code's step; false when it was already confirmed (lost a race). */
  confirm(userId: string, step: number, now: Date): Promise<boolean>;
  /** Records `step` as used when it is newer than the last used one; false: that step (or a newer) was used already. */
  useStep(userId: string, step: number): Promise<boolean>;
  /** The admin's recovery codes become exactly these (the earlier ones, used or not, stop working). */
  replaceRecoveryCodes(userId: string, codeHashes: readonly string[], now: Date): Promise<void>;
  /** Marks the code used; false when the admin has no such unused code. */
  useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean>;
  countUnusedRecoveryCodes(userId: string): Promise<number>;
}
export const AdminSecondFactorRepository = port<AdminSecondFactorRepository>('AdminSecondFactorRepository');
