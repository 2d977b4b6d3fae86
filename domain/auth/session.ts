import { v7 as uuidv7 } from 'uuid';
import type { LoginAs } from './otp-challenge.js';

export type SessionKind = 'USER' | 'SIGNUP';

export interface SessionLifetime {
  idleSeconds: number;
  absoluteSeconds: number;
}

/** Session lifetimes: admins get shorter ones; a sign-up token lives 10 minutes. */
export const SESSION_LIFETIMES = {
  user: { idleSeconds: 14 * 24 * 3600, absoluteSeconds: 60 * 24 * 3600 },
  admin: { idleSeconds: 30 * 60, absoluteSeconds: 12 * 3600 },
  signup: { idleSeconds: 10 * 60, absoluteSeconds: 10 * 60 },
} as const satisfies Record<string, SessionLifetime>;

/** Bump last-used at most once a minute so reads do not turn into writes on every request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * An opaque bearer token's server side. Only the token's hash is stored. A USER session belongs to a
 * user; a SIGNUP session proves a phone number was verified and only allows creating that account.
 */
export class Session {
  id!: string;
  tokenHash!: string;
  kind!: SessionKind;
  userId!: string | null;
  mobileNo!: string | null;
  loginAs!: LoginAs | null;
  idleSeconds!: number;
  createdAt!: Date;
  lastUsedAt!: Date;
  expiresAt!: Date;
  revokedAt!: Date | null;

  static open(input: { tokenHash: string; kind: SessionKind; userId?: string | null; mobileNo?: string | null; loginAs?: LoginAs | null; lifetime: SessionLifetime }, now: Date): Session {
    const session = new Session();
    session.id = uuidv7();
    session.tokenHash = input.tokenHash;
    session.kind = input.kind;
    session.userId = input.userId ?? null;
    session.mobileNo = input.mobileNo ?? null;
    session.loginAs = input.loginAs ?? null;
    session.idleSeconds = input.lifetime.idleSeconds;
    session.createdAt = now;
    session.lastUsedAt = now;
    session.expiresAt = new Date(now.getTime() + input.lifetime.absoluteSeconds * 1000);
    session.revokedAt = null;
    return session;
  }

  isLive(now: Date): boolean {
    if (this.revokedAt) return false;
    if (now.getTime() >= this.expiresAt.getTime()) return false;
    return now.getTime() < this.lastUsedAt.getTime() + this.idleSeconds * 1000;
  }

  /** Returns true when the change is worth writing. */
  touch(now: Date): boolean {
    if (now.getTime() - this.lastUsedAt.getTime() < TOUCH_EVERY_MS) return false;
    this.lastUsedAt = now;
    return true;
  }

  revoke(now: Date): void {
    this.revokedAt ??= now;
  }
}
