import { describe, expect, it } from 'vitest';
import { clearPublicUserCookie, writePublicUserCookie, type AdminSession } from './session';
import { ADMIN_USER } from './testing/adminUser';
import { MemoryCookieJar } from './testing/MemoryCookieJar';

const admin: AdminSession = { token: 'admin-token', ...ADMIN_USER };

const cookieJson = (jar: MemoryCookieJar) => {
  const pair = jar.read().split('; ').find((p) => p.startsWith('userData='));
  return pair ? JSON.parse(decodeURIComponent(pair.slice('userData='.length))) : null;
};

describe('writePublicUserCookie', () => {
  it("writes the public site's userData cookie: its seven fields only, path /, SameSite=Lax, 30 days", () => {
    const jar = new MemoryCookieJar();
    writePublicUserCookie(admin, jar);
    expect(cookieJson(jar)).toEqual({
      id: 'u-1',
      first_name: 'Asha',
      last_name: 'Verma',
      primary_role: 'ADMIN',
      secondary_role: null,
      token: 'admin-token',
      mobile_no: '9876543210',
    });
    const written = jar.written[0];
    expect(written).toContain('Path=/');
    expect(written).toContain('SameSite=Lax');
    expect(written).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(written).not.toContain('Secure');
    expect(written).not.toContain('asha%40gharsetu.in');
  });

  it('marks the cookie Secure on https and writes empty strings for missing names and mobile', () => {
    const jar = new MemoryCookieJar(true);
    writePublicUserCookie({ ...admin, first_name: null, mobile_no: undefined }, jar);
    expect(jar.written[0]).toContain('; Secure');
    expect(cookieJson(jar)).toMatchObject({ first_name: '', mobile_no: '' });
  });

  it('does nothing without a browser', () => {
    expect(() => writePublicUserCookie(admin, undefined)).not.toThrow();
  });
});

describe('clearPublicUserCookie', () => {
  it("removes the admin's cookie (same token)", () => {
    const jar = new MemoryCookieJar();
    writePublicUserCookie(admin, jar);
    expect(clearPublicUserCookie(admin, jar)).toBe(true);
    expect(cookieJson(jar)).toBeNull();
    expect(jar.written.at(-1)).toBe('userData=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('removes it for the same person with a newer token, and an admin cookie when no console session is left', () => {
    const jar = new MemoryCookieJar();
    writePublicUserCookie({ ...admin, token: 'newer' }, jar);
    expect(clearPublicUserCookie(admin, jar)).toBe(true);
    writePublicUserCookie(admin, jar);
    expect(clearPublicUserCookie(null, jar)).toBe(true);
    expect(cookieJson(jar)).toBeNull();
  });

  it("leaves somebody else's public sign-in alone", () => {
    const jar = new MemoryCookieJar();
    writePublicUserCookie({ ...admin, id: 't-9', token: 'tenant-token', primary_role: 'TENANT' }, jar);
    expect(clearPublicUserCookie(admin, jar)).toBe(false);
    expect(clearPublicUserCookie(null, jar)).toBe(false);
    expect(cookieJson(jar)).toMatchObject({ id: 't-9' });
  });

  it('does nothing when there is no cookie', () => {
    const jar = new MemoryCookieJar();
    expect(clearPublicUserCookie(admin, jar)).toBe(false);
    expect(jar.written).toEqual([]);
  });
});
