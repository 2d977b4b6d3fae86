import type { Context, Next } from 'koa';
import type { Authenticate, Principal } from '../../application/auth/authenticate.use-case.js';
import { DomainError, ForbiddenError, NotAuthenticatedError } from '../../domain/shared/domain-error.js';

/** 401 for a caller who never signed in, with the page's own words instead of the session-expired text. */
class LoginRequiredError extends DomainError {
  constructor(message: string) {
    super('NOT_AUTHENTICATED', message);
  }
}
import type { Role } from '../../domain/users/role.js';
import type { User } from '../../domain/users/user.js';

export interface AuthState {
  principal?: Principal;
}

export function bearerToken(ctx: Context): string | null {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** Route guards. Every route that needs someone names who, and the server enforces it. */
export function guards(authenticate: Authenticate) {
  const resolve = async (ctx: Context): Promise<Principal> => {
    const state = ctx.state as AuthState;
    state.principal ??= await authenticate.execute(bearerToken(ctx));
    return state.principal;
  };

  const requireUser = (...roles: Role[]) => async (ctx: Context, next: Next) => {
    const principal = await resolve(ctx);
    if (principal.kind !== 'USER') throw new NotAuthenticatedError();
    if (roles.length && !roles.some((role) => principal.user.hasRole(role))) throw new ForbiddenError();
    await next();
  };

  const requireSignup = async (ctx: Context, next: Next) => {
    const principal = await resolve(ctx);
    if (principal.kind !== 'SIGNUP') throw new ForbiddenError('SIGNUP_AFTER_OTP');
    await next();
  };

  const requireAnySession = async (ctx: Context, next: Next) => {
    await resolve(ctx);
    await next();
  };

  /** Signs the caller in when a token is sent; anonymous otherwise (a bad token is still a 401). */
  const optionalUser = async (ctx: Context, next: Next) => {
    if (bearerToken(ctx)) {
      const principal = await resolve(ctx);
      if (principal.kind !== 'USER') throw new NotAuthenticatedError();
    }
    await next();
  };

  /** Like requireUser, but a caller with no token at all gets `message` (e.g. 'Kindly login to create property.'). */
  const requireUserOr = (message: string) => async (ctx: Context, next: Next) => {
    if (!bearerToken(ctx)) throw new LoginRequiredError(message);
    const principal = await resolve(ctx);
    if (principal.kind !== 'USER') throw new NotAuthenticatedError();
    await next();
  };

  return { requireUser, requireAdmin: requireUser('ADMIN'), requireSignup, requireAnySession, optionalUser, requireUserOr };
}

export function maybeUser(ctx: Context): User | null {
  const principal = (ctx.state as AuthState).principal;
  return principal?.kind === 'USER' ? principal.user : null;
}

export function currentUser(ctx: Context): User {
  const principal = (ctx.state as AuthState).principal;
  if (principal?.kind !== 'USER') throw new NotAuthenticatedError();
  return principal.user;
}

export function currentPrincipal(ctx: Context): Principal {
  const principal = (ctx.state as AuthState).principal;
  if (!principal) throw new NotAuthenticatedError();
  return principal;
}
