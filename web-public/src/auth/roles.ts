/** Roles and what they allow (spec section 6). Pure. */
import type { Role } from '../../../adapters/http/contract/rules';
import type { SessionUser } from '../../../adapters/http/contract/session-cookie';

export type { Role, SessionUser };

/** The user's roles; TENANT when none is stored. */
export function rolesOf(user: Pick<SessionUser, 'primary_role' | 'secondary_role'> | null): Role[] {
  if (!user) return [];
  const roles = [user.primary_role, user.secondary_role].filter((role): role is Role => Boolean(role));
  return roles.length ? roles : ['TENANT'];
}

export function hasRole(user: Pick<SessionUser, 'primary_role' | 'secondary_role'> | null, role: Role): boolean {
  return rolesOf(user).includes(role);
}

export const isAdmin = (user: SessionUser | null) => hasRole(user, 'ADMIN');
export const isOwner = (user: SessionUser | null) => hasRole(user, 'OWNER');
export const isRider = (user: SessionUser | null) => hasRole(user, 'RIDER');

/** Whether the navbar shows 'Post Your Property' (hidden for admins and riders). */
export function showsPostProperty(user: SessionUser | null): boolean {
  return !isAdmin(user) && !isRider(user);
}

/**
 * What happens when someone asks to post a property (docs/rules.md, "Who creates a listing"):
 * - 'login': nobody is signed in;
 * - 'different-role': an admin who is also a rider (spec: 'You already associated with {product} in different role.');
 * - 'console': an admin posts for an owner from the console (/admin/post-property);
 * - 'rider': a rider posts for an owner they visit (/rider/add-property, the owner confirms by code);
 * - 'allowed': tenants and owners (a rider who owns homes too) go to /owner/add-property.
 */
export function postPropertyDecision(user: SessionUser | null): 'login' | 'different-role' | 'console' | 'rider' | 'allowed' {
  if (!user) return 'login';
  if (isAdmin(user) && isRider(user)) return 'different-role';
  if (isAdmin(user)) return 'console';
  if (isRider(user) && !isOwner(user)) return 'rider';
  return 'allowed';
}

/**
 * Who may book a rider-assisted visit of a listing: anyone signed in except admins and the listing's owner (the
 * server says the same). Signed out is answered 'login'.
 */
/** `ownerId` is absent from a visitor's answer: only the owner's (and admins') answers carry it. */
export function visitBookingDecision(user: SessionUser | null, ownerId: string | undefined): 'login' | 'allowed' | 'not-allowed' {
  if (!user) return 'login';
  return isAdmin(user) || user.id === ownerId ? 'not-allowed' : 'allowed';
}

/** "RK" for Ravi Kumar; one letter when there is no last name. */
export function initials(user: Pick<SessionUser, 'first_name' | 'last_name'>): string {
  return `${user.first_name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`.toUpperCase();
}

/** Whether this user may post a property themselves (tenants and owners; a tenant becomes an owner by posting). */
export const canPostProperty = (user: SessionUser | null) => postPropertyDecision(user) === 'allowed';

/** The admin console's home (spec: the logo and an admin's landing) and its password page; another app, so a full page load. */
export const ADMIN_HOME = '/admin/post-property';
export const ADMIN_CHANGE_PASSWORD = '/admin/forgot-password';

/** Where a login that started at the owner or rider entry point lands. */
export const LANDING = { OWNER: '/owner/your-property', RIDER: '/rider/property-listing' } as const;
export type LoginAs = keyof typeof LANDING;
export const ENTRY = { OWNER: '/owner/login', RIDER: '/rider/login' } as const;
