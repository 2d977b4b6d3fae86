/**
 * The admin session kept in localStorage under `adminSession`:
 * the `data` of a successful `POST /admin/login` answer, i.e. `{ token, ...user }`.
 */
import { expiredUserCookie, parseUserCookie, serializeUserCookie, toSessionUser } from '../../adapters/http/contract/session-cookie';

export type Role = 'ADMIN' | 'OWNER' | 'RIDER' | 'TENANT';

export interface AdminUser {
  id: string | number;
  first_name: string | null;
  last_name: string | null;
  primary_role: Role | null;
  secondary_role: Role | null;
  mobile_no?: string | null;
  email?: string | null;
}

export interface AdminSession extends AdminUser {
  token: string;
}

export const SESSION_STORAGE_KEY = 'adminSession';

/** The part of the Web Storage API we use, so tests can pass a Map-backed fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const browserStorage = (): KeyValueStorage | undefined =>
  typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;

/** Roles of a user, primary first, without null/duplicates. */
export function rolesOf(user: Pick<AdminUser, 'primary_role' | 'secondary_role'> | null | undefined): Role[] {
  if (!user) return [];
  const roles = [user.primary_role, user.secondary_role].filter((role): role is Role => typeof role === 'string' && role.length > 0);
  return [...new Set(roles)];
}

export function isAdmin(user: Pick<AdminUser, 'primary_role' | 'secondary_role'> | null | undefined): boolean {
  return rolesOf(user).includes('ADMIN');
}

/** Whether an unknown value (e.g. a login answer's `data`) has the session shape. */
export function isSessionShape(value: unknown): value is AdminSession {
  if (value == null || typeof value !== 'object') return false;
  const token = (value as { token?: unknown }).token;
  return typeof token === 'string' && token.length > 0;
}

export function readSession(storage: KeyValueStorage | undefined = browserStorage()): AdminSession | null {
  if (!storage) return null;
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionShape(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSession(session: AdminSession, storage: KeyValueStorage | undefined = browserStorage()): void {
  storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearSession(storage: KeyValueStorage | undefined = browserStorage()): void {
  storage?.removeItem(SESSION_STORAGE_KEY);
}

/** Token of a stored session that may use the console (ADMIN role), else null. */
export function adminToken(storage: KeyValueStorage | undefined = browserStorage()): string | null {
  const session = readSession(storage);
  return session && isAdmin(session) ? session.token : null;
}

/**
 * One sign-in for both front ends: the public site knows who is signed in from its `userData` cookie
 * (web-public/src/auth/session.ts owns its name, attributes and JSON shape; the console reuses those helpers
 * rather than copying them). A console login writes it, a console logout removes it.
 */

/** `document.cookie` as the console uses it, so tests can pass a fake. */
export interface CookieJar {
  /** All cookies, as `document.cookie` reads them ("a=1; b=2"). */
  read(): string;
  /** Sets one cookie, as `document.cookie = "..."` does. */
  write(cookie: string): void;
  /** Whether the page is served over https (the cookie is then Secure). */
  secure(): boolean;
}

const browserCookieJar = (): CookieJar | undefined =>
  typeof document === 'undefined'
    ? undefined
    : {
        read: () => document.cookie,
        write: (cookie) => {
          document.cookie = cookie;
        },
        secure: () => globalThis.location?.protocol === 'https:',
      };

/** Writes the public site's `userData` cookie for the signed-in admin (id, names, roles, token, mobile number only). */
export function writePublicUserCookie(session: AdminSession, jar: CookieJar | undefined = browserCookieJar()): void {
  if (!jar) return;
  const user = toSessionUser({ ...session });
  jar.write(serializeUserCookie(user, { secure: jar.secure() }));
}

/**
 * Removes the public site's `userData` cookie on a console logout, when it is this admin's: same token or same
 * person (or, with no console session left to compare, an admin's). A cookie of somebody else who signed in on the
 * public site afterwards is left alone.
 */
export function clearPublicUserCookie(session: AdminSession | null, jar: CookieJar | undefined = browserCookieJar()): boolean {
  if (!jar) return false;
  const current = parseUserCookie(jar.read());
  if (!current) return false;
  const mine = session
    ? current.token === session.token || current.id === String(session.id)
    : current.primary_role === 'ADMIN' || current.secondary_role === 'ADMIN';
  if (!mine) return false;
  jar.write(expiredUserCookie());
  return true;
}
