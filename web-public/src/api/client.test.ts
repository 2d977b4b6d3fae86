import { afterEach, describe, expect, it, vi } from 'vitest';
import { hi, hiMessages } from '../../../domain/shared/catalogue/site/hi';
import { activateLanguage } from '../i18n/t';
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

describe("the server's messages in the reader's language", () => {
  afterEach(() => activateLanguage('en'));

  it('turns a failure and its field errors into Hindi by their codes for a Hindi reader, keeping the English and the code', async () => {
    activateLanguage('hi', hi, hiMessages);
    vi.stubGlobal(
      'fetch',
      answer(404, {
        success: false,
        code: 'PHOTO_NOT_FOUND',
        params: {},
        message: 'Photo not found.',
        errors: { owner_mobile_no: "Enter the owner's number, not yours." },
        field_codes: { owner_mobile_no: { code: 'OWNER_NOT_YOU', params: {} } },
      }),
    );
    const error = (await request('DELETE', '/properties/p/gallery/i').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(hiMessages.messages.PHOTO_NOT_FOUND);
    expect(error.errors).toEqual({ owner_mobile_no: hiMessages.messages.OWNER_NOT_YOU });
    expect(error.serverMessage).toBe('Photo not found.');
    expect(error.code).toBe('PHOTO_NOT_FOUND');
  });

  it('fills a coded text from its params, naming listed values in Hindi', async () => {
    activateLanguage('hi', hi, hiMessages);
    const body = { success: false, code: 'RIDE_CANNOT', params: { action: 'start', status: 'CANCELLED' }, message: 'Cannot start a visit that is cancelled.', errors: {} };
    vi.stubGlobal('fetch', answer(409, body));
    const error = (await request('POST', '/rides/r/actions').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('इस विज़िट की स्थिति “रद्द” है, इसलिए इसे शुरू नहीं किया जा सकता।');
  });

  it("says a success's message in Hindi, and a message the catalogue does not hold as it came", async () => {
    activateLanguage('hi', hi, hiMessages);
    vi.stubGlobal('fetch', answer(200, { success: true, code: 'WISHLIST_ADDED', params: {}, message: 'Added to your wishlist', data: { wishlisted: true } }));
    expect((await request('POST', '/properties/p/wishlist')).message).toBe(hiMessages.messages.WISHLIST_ADDED);
    vi.stubGlobal('fetch', answer(200, { success: true, message: 'Something new', data: null }));
    expect((await request('GET', '/x')).message).toBe('Something new');
  });

  it('leaves English as the server wrote it', async () => {
    vi.stubGlobal('fetch', answer(409, { success: false, code: 'RIDE_CANNOT', params: { action: 'start', status: 'CANCELLED' }, message: 'Cannot start a visit that is cancelled.', errors: {} }));
    const error = (await request('POST', '/rides/r/actions').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Cannot start a visit that is cancelled.');
  });
});
