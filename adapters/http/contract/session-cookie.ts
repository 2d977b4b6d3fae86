/**
 * The `userData` cookie (spec section 3), shared by both sites on one origin: JSON of the signed-in user,
 * URL-encoded, path=/, SameSite=Lax, 30 days; Secure on https. The public site writes it on sign-in and the
 * console writes it when an admin signs in there, so its format is part of the contract. Pure functions only
 * (no `document`): each site wraps them.
 */
import { isRole, type Role } from '../../../domain/users/role.js';

export const USER_COOKIE = 'userData';
export const USER_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** The signed-in user as kept in the cookie. */
export interface SessionUser {
  id: string;
  first_name: string;
  last_name: string;
  primary_role: Role | null;
  secondary_role: Role | null;
  token: string;
  mobile_no: string;
}

function asRole(value: unknown): Role | null {
  return isRole(value) ? value : null;
}

/** Keep only the fields the cookie holds (never an email or anything else the server sends). */
export function toSessionUser(data: Record<string, unknown>): SessionUser {
  return {
    id: String(data.id ?? ''),
    first_name: String(data.first_name ?? ''),
    last_name: String(data.last_name ?? ''),
    primary_role: asRole(data.primary_role),
    secondary_role: asRole(data.secondary_role),
    token: String(data.token ?? ''),
    mobile_no: String(data.mobile_no ?? ''),
  };
}

export function serializeUserCookie(user: SessionUser, options: { secure: boolean }): string {
  const value = encodeURIComponent(JSON.stringify(toSessionUser({ ...user })));
  return `${USER_COOKIE}=${value}; Path=/; Max-Age=${USER_COOKIE_MAX_AGE}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

export function expiredUserCookie(): string {
  return `${USER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The user in a `document.cookie` string, or null when missing, unreadable or without a token. */
export function parseUserCookie(cookieHeader: string): SessionUser | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== USER_COOKIE) continue;
    try {
      const data: unknown = JSON.parse(decodeURIComponent(rest.join('=')));
      if (!data || typeof data !== 'object') return null;
      const user = toSessionUser(data as Record<string, unknown>);
      return user.token ? user : null;
    } catch {
      return null;
    }
  }
  return null;
}
