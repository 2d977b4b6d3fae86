import type { Context, Next } from 'koa';
import type { Authenticate, Principal } from '../../application/auth/authenticate.use-case.js';
import { ForbiddenError, NotAuthenticatedError } from '../../domain/shared/domain-error.js';
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
    if (principal.kind !== 'SIGNUP') throw new ForbiddenError('Sign-up is only possible right after verifying a new number.');
    await next();
  };

  const requireAnySession = async (ctx: Context, next: Next) => {
    await resolve(ctx);
    await next();
  };

  return { requireUser, requireAdmin: requireUser('ADMIN'), requireSignup, requireAnySession };
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
