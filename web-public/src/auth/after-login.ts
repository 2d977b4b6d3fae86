/**
 * Where a successful login goes (spec section 4: from the owner or rider entry point, that area's landing page),
 * as a pure rule of who signed in and how the login was asked for. Tested in after-login.test.ts.
 */
import { ADMIN_HOME, hasRole, LANDING, type LoginAs, type SessionUser } from './roles';

export interface AfterLogin {
  to: string;
  /** The admin console is another app: a full page load. */
  external?: boolean;
}

type Roles = Pick<SessionUser, 'primary_role' | 'secondary_role'>;

/**
 * - Owner entry (`/owner/login`, or Post Your Property while signed out): an owner goes to `redirectTo` (else
 *   /owner/your-property). Someone who cannot be an owner there is not left on the entry page: a rider goes to
 *   /rider/property-listing, an admin to the console. (The server makes a plain tenant an owner at this entry.)
 * - Rider entry: a rider goes to `redirectTo`, else /rider/property-listing (the server refuses anyone else).
 * - Anywhere else: `redirectTo` when one was asked for, else stay (null).
 */
export function routeAfterLogin(user: Roles, request: { loginAs?: LoginAs; redirectTo?: string }): AfterLogin | null {
  if (request.loginAs === 'OWNER' && !hasRole(user, 'OWNER')) {
    if (hasRole(user, 'RIDER')) return { to: LANDING.RIDER };
    if (hasRole(user, 'ADMIN')) return { to: ADMIN_HOME, external: true };
  }
  if (request.redirectTo) return { to: request.redirectTo };
  if (request.loginAs) return { to: LANDING[request.loginAs] };
  return null;
}
