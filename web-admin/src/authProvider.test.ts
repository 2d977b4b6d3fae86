import { beforeEach, describe, expect, it } from 'vitest';
import type { FetchLike } from './apiClient';
import { apiErrorAction, createAuthProvider, NOT_AN_ADMIN_MESSAGE } from './authProvider';
import { SESSION_STORAGE_KEY, type KeyValueStorage } from './session';
import { ADMIN_USER } from './testing/adminUser';
import { MemoryCookieJar } from './testing/MemoryCookieJar';

class MemoryStorage implements KeyValueStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

interface Call {
  url: string;
  init?: RequestInit;
}

const adminUser = ADMIN_USER;

function fakeFetch(status: number, body: unknown, calls: Call[] = []): FetchLike {
  return async (url, init) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
}

describe('authProvider.login', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('the password opens no session: it answers the second factor to give', async () => {
    const calls: Call[] = [];
    const pending = { pending_token: 'p-1', second_factor: 'SETUP', expires_at: '2026-11-29T10:10:00.000Z', set_up: { secret: 'ABC', otpauth_uri: 'otpauth://totp/x', qr_svg: '<svg/>' } };
    const provider = createAuthProvider({
      storage,
      fetchImpl: fakeFetch(200, { success: true, status: true, message: 'Set up an authenticator app to finish signing in.', data: pending }, calls),
    });
    const result = await provider.login({ email: ' asha@gharsetu.in ', password: 'Secret#123' });
    expect(result).toEqual({ message: 'Set up an authenticator app to finish signing in.', secondFactor: pending });
    expect(calls[0].url).toBe('/api/v1/admin/login');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ email: 'asha@gharsetu.in', password: 'Secret#123' });
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('the second step stores data (token + user) under adminSession when status is true', async () => {
    const calls: Call[] = [];
    const provider = createAuthProvider({
      storage,
      fetchImpl: fakeFetch(200, { success: true, status: true, message: 'Logged in Successfully', data: { token: 't-1', ...adminUser } }, calls),
    });
    const result = await provider.login({ pendingToken: 'p-1', code: ' 123456 ' });
    expect(result).toEqual({ message: 'Logged in Successfully' });
    expect(calls[0].url).toBe('/api/v1/admin/login/second-factor');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ pending_token: 'p-1', code: '123456' });
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ token: 't-1', ...adminUser });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await expect(provider.getIdentity!()).resolves.toEqual({ id: 'u-1', fullName: 'Asha Verma' });
    await expect(provider.getPermissions!({})).resolves.toEqual(['ADMIN']);
  });

  it('at set-up, the recovery codes come back to the page; the session is kept once they were saved', async () => {
    const codes = ['abcde-fghjk', 'mnpqr-stuvw'];
    const provider = createAuthProvider({
      storage,
      fetchImpl: fakeFetch(200, { success: true, status: true, message: 'Logged in Successfully', data: { token: 't-2', ...adminUser, recovery_codes: codes } }),
    });
    const result = await provider.login({ pendingToken: 'p-1', code: '123456' });
    expect(result).toEqual({ message: 'Logged in Successfully', recoveryCodes: codes, session: { token: 't-2', ...adminUser } });
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await expect(provider.login({ session: result.session })).resolves.toEqual({ message: 'Logged in Successfully' });
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ token: 't-2', ...adminUser });
  });

  it('a refused code rejects with the message and the stable code', async () => {
    const provider = createAuthProvider({
      storage,
      fetchImpl: fakeFetch(401, { success: false, status: false, code: 'SIGN_IN_EXPIRED', message: 'Your sign-in has expired.' }),
    });
    await expect(provider.login({ pendingToken: 'p-1', code: '123456' })).rejects.toMatchObject({ message: 'Your sign-in has expired.', code: 'SIGN_IN_EXPIRED' });
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('rejects with the server message when status is false', async () => {
    const provider = createAuthProvider({
      storage,
      fetchImpl: fakeFetch(401, { success: false, status: false, message: 'Invalid email or password' }),
    });
    await expect(provider.login({ email: 'a@b.co', password: 'x' })).rejects.toThrow('Invalid email or password');
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('falls back to the spec text when the answer has no message', async () => {
    const provider = createAuthProvider({ storage, fetchImpl: fakeFetch(500, {}) });
    await expect(provider.login({ email: 'a@b.co', password: 'x' })).rejects.toThrow(
      'Something went wrong, please try again later.',
    );
  });

  it('refuses a user without the ADMIN role', async () => {
    const provider = createAuthProvider({
      storage,
      fetchImpl: fakeFetch(200, {
        status: true,
        message: 'Logged in Successfully',
        data: { token: 't', ...adminUser, primary_role: 'OWNER' },
      }),
    });
    await expect(provider.login({ pendingToken: 'p', code: '123456' })).rejects.toThrow(NOT_AN_ADMIN_MESSAGE);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('authProvider.checkAuth', () => {
  it('accepts ADMIN as secondary role', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ token: 't', ...adminUser, primary_role: 'RIDER', secondary_role: 'ADMIN' }),
    );
    await expect(createAuthProvider({ storage }).checkAuth({})).resolves.toBeUndefined();
  });

  it('rejects without a token, with a non-admin session and with garbage', async () => {
    const storage = new MemoryStorage();
    const provider = createAuthProvider({ storage });
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't', ...adminUser, primary_role: 'TENANT' }));
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
    storage.setItem(SESSION_STORAGE_KEY, '{not json');
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
  });
});

describe('authProvider.logout', () => {
  it('clears the session and revokes the token with the bearer header', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't-9', ...adminUser }));
    const calls: Call[] = [];
    const provider = createAuthProvider({ storage, fetchImpl: fakeFetch(200, { message: 'Logged out!' }, calls) });
    await provider.logout({});
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/v1/auth/logout');
    expect((calls[0].init?.headers as Record<string, string>).Authorization).toBe('Bearer t-9');
  });

  it('does not call the API without a session', async () => {
    const calls: Call[] = [];
    await createAuthProvider({ storage: new MemoryStorage(), fetchImpl: fakeFetch(200, {}, calls) }).logout({});
    expect(calls).toHaveLength(0);
  });
});

describe('authProvider.checkError', () => {
  const provider = createAuthProvider({ storage: new MemoryStorage() });

  it('logs out on 401 Not authenticated user with Session Expired!', async () => {
    const error = { status: 401, message: 'Not authenticated user', body: { success: false, message: 'Not authenticated user' } };
    await expect(provider.checkError(error)).rejects.toEqual({ message: 'Session Expired!', logoutUser: true });
  });

  it('stays on 403 and on other errors', async () => {
    await expect(provider.checkError({ status: 403, message: 'Forbidden' })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 409, message: 'Cannot change status from NEW to CONVERTED.' })).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('Failed to fetch'))).resolves.toBeUndefined();
  });
});

describe('apiErrorAction', () => {
  it('maps 401 to Session Expired! whatever the body', () => {
    expect(apiErrorAction({ status: 401, message: 'Not authenticated user' })).toEqual({ logout: true, message: 'Session Expired!' });
    expect(apiErrorAction({ status: 401 })).toEqual({ logout: true, message: 'Session Expired!' });
  });
  it('passes another 401 message through', () => {
    expect(apiErrorAction({ status: 401, body: { message: 'Token revoked' } })).toEqual({ logout: true, message: 'Token revoked' });
  });
  it('does nothing for other statuses', () => {
    expect(apiErrorAction({ status: 403 })).toEqual({ logout: false });
    expect(apiErrorAction(undefined)).toEqual({ logout: false });
  });
});

describe('one sign-in for both front ends', () => {
  const userCookie = (jar: MemoryCookieJar) => {
    const pair = jar.read().split('; ').find((p) => p.startsWith('userData='));
    return pair ? JSON.parse(decodeURIComponent(pair.slice('userData='.length))) : null;
  };

  it("a console login writes the public site's userData cookie, a console logout removes it", async () => {
    const storage = new MemoryStorage();
    const cookies = new MemoryCookieJar();
    const provider = createAuthProvider({
      storage,
      cookies,
      fetchImpl: fakeFetch(200, { success: true, status: true, message: 'Logged in Successfully', data: { token: 't-7', ...adminUser } }),
    });
    await provider.login({ pendingToken: 'p-7', code: '123456' });
    expect(userCookie(cookies)).toEqual({
      id: 'u-1',
      first_name: 'Asha',
      last_name: 'Verma',
      primary_role: 'ADMIN',
      secondary_role: null,
      token: 't-7',
      mobile_no: '9876543210',
    });
    await provider.logout({});
    expect(userCookie(cookies)).toBeNull();
  });

  it('writes no cookie when the login fails or the user is not an admin', async () => {
    const cookies = new MemoryCookieJar();
    const refused = createAuthProvider({
      storage: new MemoryStorage(),
      cookies,
      fetchImpl: fakeFetch(401, { success: false, status: false, message: 'Invalid email or password' }),
    });
    await expect(refused.login({ email: 'a@b.co', password: 'x' })).rejects.toThrow();
    const owner = createAuthProvider({
      storage: new MemoryStorage(),
      cookies,
      fetchImpl: fakeFetch(200, { status: true, data: { token: 't', ...adminUser, primary_role: 'OWNER' } }),
    });
    await expect(owner.login({ pendingToken: 'p', code: '123456' })).rejects.toThrow(NOT_AN_ADMIN_MESSAGE);
    expect(cookies.written).toEqual([]);
  });
});
