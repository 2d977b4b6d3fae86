/**
 * The `userData` cookie in the browser: the format is the shared contract's
 * (adapters/http/contract/session-cookie.ts, also written by the console); these wrap document.cookie.
 */
import { expiredUserCookie, parseUserCookie, serializeUserCookie, type SessionUser } from '../../../adapters/http/contract/session-cookie';

export { USER_COOKIE, USER_COOKIE_MAX_AGE, expiredUserCookie, parseUserCookie, serializeUserCookie, toSessionUser } from '../../../adapters/http/contract/session-cookie';

export function readStoredUser(): SessionUser | null {
  return typeof document === 'undefined' ? null : parseUserCookie(document.cookie);
}

export function storeUser(user: SessionUser): void {
  document.cookie = serializeUserCookie(user, { secure: location.protocol === 'https:' });
}

export function clearStoredUser(): void {
  document.cookie = expiredUserCookie();
}
