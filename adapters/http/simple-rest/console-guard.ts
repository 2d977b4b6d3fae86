import type { Context, Next } from 'koa';

/** The only console paths a signed-out person may call: signing in (both steps) and the forgotten-password flow. */
export const OPEN_CONSOLE_PATHS = ['/admin/login', '/admin/login/second-factor', '/admin/forgot-password', '/admin/reset-password'] as const;

/** The path as the router may match it: percent-decoded where possible, lower case, single slashes, no trailing slash. */
function normalised(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: keep the raw path (the router cannot match it either)
  }
  return decoded.toLowerCase().replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}

/**
 * Guard by mount: every path under `<apiPrefix>/admin` needs an admin, whatever the method and whether or
 * not a route exists there, except OPEN_CONSOLE_PATHS. So a signed-out caller gets 401 and a tenant 403
 * before the router can say 404 or 405 (which would tell them what exists), and a console route added
 * later is admin-only without being listed anywhere.
 */
export function consoleGuard(apiPrefix: string, requireAdmin: (ctx: Context, next: Next) => Promise<void>) {
  const mount = `${apiPrefix}/admin`.toLowerCase();
  const open = new Set(OPEN_CONSOLE_PATHS.map((path) => `${apiPrefix}${path}`.toLowerCase()));
  return (ctx: Context, next: Next) => {
    const path = normalised(ctx.path);
    const underConsole = path === mount || path.startsWith(`${mount}/`);
    return underConsole && !open.has(path) ? requireAdmin(ctx, next) : next();
  };
}
