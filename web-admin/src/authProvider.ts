/**
 * react-admin authProvider for the console (docs/contexts/auth.md).
 * - login, in two steps: POST /api/v1/admin/login { email, password } answers a pending sign-in (no session yet):
 *   `second_factor` SETUP (the first time: a QR code and the secret to add to an authenticator app) or CODE. Then
 *   POST /api/v1/admin/login/second-factor { pending_token, code } (a 6-digit code or a recovery code): the session
 *   is the answer's `data` (token + user), stored under localStorage `adminSession` when `status` is true; at
 *   set-up it also carries the recovery codes, shown once, and the session is kept only when the admin says they
 *   saved them (login({ session })). The login page calls the steps that must not leave the page (the password, the
 *   set-up's code) on the provider itself, and the others through react-admin's login.
 * - checkAuth: a stored token whose user has ADMIN as primary or secondary role.
 * - checkError: 401 → log out (react-admin then clears the session through `logout` and
 *   goes to /admin/login, showing 'Session Expired!'); 403 → stay, the caller shows the message.
 * - One sign-in for both front ends: login also writes the public site's `userData` cookie, so the site
 *   knows the admin; logout removes it (session.ts).
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { AdminPendingSignIn } from '../../adapters/http/contract/wire/auth';
import { messageOf, postJson, type FetchLike } from './apiClient';
import { LOGGED_IN_MESSAGE, NOT_AUTHENTICATED_MESSAGE, SESSION_EXPIRED_MESSAGE } from './config';
import {
  clearPublicUserCookie,
  clearSession,
  isAdmin,
  isSessionShape,
  readSession,
  type AdminSession,
  rolesOf,
  saveSession,
  writePublicUserCookie,
  type CookieJar,
  type KeyValueStorage,
} from './session';
import { fullName } from './util/format';

/** Shown when valid credentials belong to a user without the ADMIN role (the API should refuse them first). */
export const NOT_AN_ADMIN_MESSAGE = 'This account is not an admin account.';

/**
 * The first step (e-mail and password), the second (the pending sign-in's token and a code), or, after a set-up, the
 * session it gave, once the admin said they saved the recovery codes.
 */
export type LoginParams = { email: string; password: string } | { pendingToken: string; code: string } | { session: AdminSession };

export interface LoginResult {
  /** The server's message ('Logged in Successfully', or what to do next), for the login page. */
  message: string;
  /** The password was right: the second factor to give (set it up first, or type a code). */
  secondFactor?: AdminPendingSignIn;
  /** Signed in by finishing the set-up: the recovery codes, to show this once, and the session to keep after that. */
  recoveryCodes?: string[];
  session?: AdminSession;
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

/** A refused sign-in step: the server's message, and its stable code (SIGN_IN_EXPIRED sends the person back to the password). */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

function isPendingSignIn(value: unknown): value is AdminPendingSignIn {
  if (value == null || typeof value !== 'object') return false;
  const { pending_token: token, second_factor: step } = value as Partial<AdminPendingSignIn>;
  return typeof token === 'string' && token !== '' && (step === 'SETUP' || step === 'CODE');
}

export function createAuthProvider({ storage, fetchImpl, cookies }: AuthProviderDeps = {}): AuthProvider {
  return {
    async login(params: LoginParams): Promise<LoginResult> {
      if ('session' in params) {
        if (!isSessionShape(params.session) || !isAdmin(params.session)) throw new Error(NOT_AN_ADMIN_MESSAGE);
        saveSession(params.session, storage);
        writePublicUserCookie(params.session, cookies);
        return { message: LOGGED_IN_MESSAGE };
      }
      if ('pendingToken' in params) {
        const answer = await postJson('/admin/login/second-factor', { pending_token: params.pendingToken, code: params.code.trim() }, { fetchImpl });
        const body = answer.body;
        if (body?.status === true && isSessionShape(body.data)) {
          if (!isAdmin(body.data)) throw new Error(NOT_AN_ADMIN_MESSAGE);
          const { recovery_codes: recoveryCodes, ...session } = body.data as typeof body.data & { recovery_codes?: string[] };
          const message = messageOf(body.message, LOGGED_IN_MESSAGE);
          // A set-up's answer: the page shows the recovery codes first, and keeps the session once they are saved.
          if (Array.isArray(recoveryCodes)) return { message, recoveryCodes, session };
          saveSession(session, storage);
          writePublicUserCookie(session, cookies);
          return { message };
        }
        throw new LoginError(messageOf(body), typeof body?.code === 'string' ? body.code : null);
      }
      const answer = await postJson('/admin/login', { email: String(params.email ?? '').trim(), password: params.password }, { fetchImpl });
      const body = answer.body;
      if (body?.status === true && isPendingSignIn(body.data)) return { message: messageOf(body.message, ''), secondFactor: body.data };
      throw new LoginError(messageOf(body), typeof body?.code === 'string' ? body.code : null);
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
