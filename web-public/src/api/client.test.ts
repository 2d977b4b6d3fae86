import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApi, request } from './client';

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(body === undefined ? '' : JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApi({ getToken: () => null, onSessionExpired: () => undefined });
});

describe('request', () => {
  it('sends JSON to /api/v1 and returns the envelope', async () => {
    const fetch = answer(201, { success: true, message: 'Created', data: { id: 'l1' } });
    vi.stubGlobal('fetch', fetch);
    const result = await request<{ id: string }>('POST', '/leads', { body: { a: 1 } });
    expect(result.data.id).toBe('l1');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/v1/leads');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends the stored token only on authenticated calls', async () => {
    const fetch = answer(200, { success: true, data: null });
    vi.stubGlobal('fetch', fetch);
    configureApi({ getToken: () => 'stored', onSessionExpired: () => undefined });
    await request('GET', '/config');
    await request('GET', '/users/me', { auth: true });
    await request('POST', '/auth/user', { token: 'signup' });
    const auth = fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization);
    expect(auth).toEqual([undefined, 'Bearer stored', 'Bearer signup']);
  });

  it("throws the server's message and field errors", async () => {
    vi.stubGlobal('fetch', answer(400, { success: false, message: 'Phone must be 10 digits.', errors: { mobile_no: 'Phone must be 10 digits.' } }));
    const error = await request('POST', '/leads', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Phone must be 10 digits.', errors: { mobile_no: 'Phone must be 10 digits.' } });
  });

  it('falls back to the generic message when the answer is not JSON or the network fails', async () => {
    vi.stubGlobal('fetch', answer(502, undefined));
    await expect(request('GET', '/config')).rejects.toMatchObject({ status: 502, message: 'Something went wrong! Please try again later' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(request('GET', '/config')).rejects.toMatchObject({ status: 0, message: 'Something went wrong! Please try again later' });
  });

  it('starts the session-expiry flow on 401 Not authenticated user with the stored token only', async () => {
    const onSessionExpired = vi.fn();
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Not authenticated user' }));
    configureApi({ getToken: () => 'stored', onSessionExpired });
    await expect(request('GET', '/users/me', { auth: true })).rejects.toMatchObject({ handled: true });
    await expect(request('POST', '/auth/user', { token: 'signup' })).rejects.toMatchObject({ handled: false });
    await expect(request('POST', '/auth/logout', { auth: true, quietOn401: true })).rejects.toMatchObject({ handled: false });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
