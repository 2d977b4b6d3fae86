import type { PendingAdminSignIn } from '../../../domain/auth/pending-admin-sign-in.js';
import { port } from '../../shared/port.js';

/** Admins' sign-ins waiting for the second factor, in the database so any app instance can finish them. */
export interface PendingAdminSignInRepository {
  add(pending: PendingAdminSignIn): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<PendingAdminSignIn | null>;
  /** Marks it used, once: false when it was used already (two requests with the same token get one session). */
  consume(id: string, now: Date): Promise<boolean>;
}
export const PendingAdminSignInRepository = port<PendingAdminSignInRepository>('PendingAdminSignInRepository');
