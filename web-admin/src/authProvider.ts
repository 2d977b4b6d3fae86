/**
 * react-admin authProvider for the console (docs/contexts/auth.md).
 * - login: POST /api/v1/admin/login { email, password }; the session is the answer's `data`
 *   (token + user), stored under localStorage `adminSession` when `status` is true.
 * - checkAuth: a stored token whose user has ADMIN as primary or secondary role.
 * - checkError: 401 → log out (react-admin then clears the session through `logout` and
 *   goes to /admin/login, showing 'Session Expired!'); 403 → stay, the caller shows the message.
 * - One sign-in for both front ends: login also writes the public site's `userData` cookie, so the site
 *   knows the admin; logout removes it (session.ts).
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { messageOf, postJson, type FetchLike } from './apiClient';
import { LOGGED_IN_MESSAGE, NOT_AUTHENTICATED_MESSAGE, SESSION_EXPIRED_MESSAGE } from './config';
import {
  clearPublicUserCookie,
  clearSession,
  isAdmin,
  isSessionShape,
  readSession,
  rolesOf,
  saveSession,
  writePublicUserCookie,
  type CookieJar,
  type KeyValueStorage,
} from './session';
import { fullName } from './util/format';

/** Shown when valid credentials belong to a user without the ADMIN role (the API should refuse them first). */
export const NOT_AN_ADMIN_MESSAGE = 'This account is not an admin account.';

export interface LoginParams {
  email: string;
  password: string;
}

export interface LoginResult {
  /** The server's success message ('Logged in Successfully'), for the login page's toast. */
  message: string;
}

/** What to do with a failed data call: log out (with the toast to show) or stay. */
export type ApiErrorAction = { logout: false } | { logout: true; message: string };

const statusOf = (error: unknown): number | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
};

export function apiErrorAction(error: unknown): ApiErrorAction {
  if (statusOf(error) !== 401) return { logout: false };
  const body = (error as { body?: unknown }).body;
  const serverMessage = messageOf(body, messageOf(error, ''));
  const message = serverMessage === '' || serverMessage === NOT_AUTHENTICATED_MESSAGE ? SESSION_EXPIRED_MESSAGE : serverMessage;
  return { logout: true, message };
}

export interface AuthProviderDeps {
  storage?: KeyValueStorage;
  fetchImpl?: FetchLike;
  /** The browser's cookies by default (the public site's `userData` cookie). */
  cookies?: CookieJar;
}

export function createAuthProvider({ storage, fetchImpl, cookies }: AuthProviderDeps = {}): AuthProvider {
  return {
    async login({ email, password }: LoginParams): Promise<LoginResult> {
      const answer = await postJson('/admin/login', { email: String(email ?? '').trim(), password }, { fetchImpl });
      const body = answer.body;
      if (body?.status === true && isSessionShape(body.data)) {
        if (!isAdmin(body.data)) throw new Error(NOT_AN_ADMIN_MESSAGE);
        saveSession(body.data, storage);
        writePublicUserCookie(body.data, cookies);
        return { message: messageOf(body.message, LOGGED_IN_MESSAGE) };
      }
      throw new Error(messageOf(body));
    },

    async logout(): Promise<void> {
      const session = readSession(storage);
      clearSession(storage);
      clearPublicUserCookie(session, cookies);
      if (session?.token) {
        // Revoke the token server-side; the local session is already gone, so a failure changes nothing.
        postJson('/auth/logout', {}, { token: session.token, fetchImpl }).catch(() => undefined);
      }
    },

    async checkAuth(): Promise<void> {
      const session = readSession(storage);
      if (session && isAdmin(session)) return;
      // `message: false`: no "please log in" toast on a plain visit to a protected page.
      throw { message: false };
    },

    async checkError(error: unknown): Promise<void> {
      const action = apiErrorAction(error);
      if (!action.logout) return;
      // The session is cleared by `logout`, which react-admin calls right after this rejection;
      // clearing it here would stop react-admin from showing the message.
      throw { message: action.message, logoutUser: true };
    },

    async getIdentity(): Promise<UserIdentity> {
      const session = readSession(storage);
      if (!session) throw new Error(SESSION_EXPIRED_MESSAGE);
      return {
        id: session.id,
        fullName: fullName(session.first_name, session.last_name) || session.email || 'Admin',
      };
    },

    async getPermissions() {
      return rolesOf(readSession(storage));
    },
  };
}

export const authProvider = createAuthProvider();
export default authProvider;
