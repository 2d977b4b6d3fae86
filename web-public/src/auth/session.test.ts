import { describe, expect, it } from 'vitest';
import { parseUserCookie, serializeUserCookie, toSessionUser } from './session';
import { ADMIN_HOME, isAdmin, showsPostProperty } from './roles';
import type { SessionUser } from './roles';

const user: SessionUser = {
  id: 'u1',
  first_name: 'Ravi',
  last_name: 'Kumar',
  primary_role: 'TENANT',
  secondary_role: 'OWNER',
  token: 'opaque-token',
  mobile_no: '9876543210',
};

describe('userData cookie', () => {
  it('writes URL-encoded JSON with path, SameSite and a 30-day max-age', () => {
    const cookie = serializeUserCookie(user, { secure: false });
    expect(cookie.startsWith(`userData=${encodeURIComponent(JSON.stringify(user))};`)).toBe(true);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(cookie).not.toContain('Secure');
    expect(serializeUserCookie(user, { secure: true })).toContain('; Secure');
  });

  it('reads back what it wrote, among other cookies', () => {
    const pair = serializeUserCookie(user, { secure: false }).split(';')[0];
    expect(parseUserCookie(`theme=dark; ${pair}; other=1`)).toEqual(user);
  });

  it('answers null for a missing, broken or token-less cookie', () => {
    expect(parseUserCookie('')).toBeNull();
    expect(parseUserCookie('userData=%7Bnot-json')).toBeNull();
    expect(parseUserCookie(`userData=${encodeURIComponent(JSON.stringify({ ...user, token: '' }))}`)).toBeNull();
  });

  it('keeps only the spec fields and known roles', () => {
    expect(toSessionUser({ ...user, email: 'x@example.com', primary_role: 'KING' })).toEqual({
      ...user,
      primary_role: null,
    });
  });

  it("reads an admin signed in on the console (the console writes the same cookie: its login's data, token included)", () => {
    // POST /admin/login's `data` as the console stores it: { token, ...user }, email and all.
    const fromConsole = {
      token: 'admin-token',
      id: 'a1',
      first_name: 'Asha',
      last_name: 'Singh',
      primary_role: 'ADMIN',
      secondary_role: null,
      mobile_no: null,
      email: 'asha@example.com',
    };
    const cookie = `userData=${encodeURIComponent(JSON.stringify(fromConsole))}`;
    const admin = parseUserCookie(`${cookie}; other=1`);
    expect(admin).toEqual({ id: 'a1', first_name: 'Asha', last_name: 'Singh', primary_role: 'ADMIN', secondary_role: null, token: 'admin-token', mobile_no: '' });
    expect(isAdmin(admin)).toBe(true);
    expect(showsPostProperty(admin)).toBe(false);
    expect(ADMIN_HOME).toBe('/admin/post-property');
  });
});
