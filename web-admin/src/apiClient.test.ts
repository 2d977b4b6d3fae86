import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, messageOf, postJson, type FetchLike } from './apiClient';

const answer = (status: number, body: unknown): Response =>
  new Response(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('postJson', () => {
  it('posts JSON to the versioned API with the bearer token', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = [];
    const fetchImpl: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return answer(200, { success: true, message: 'Logged out!' });
    };
    const result = await postJson('/auth/logout', {}, { token: 'tok', fetchImpl });
    expect(calls[0].url).toBe('/api/v1/auth/logout');
    expect(calls[0].init?.method).toBe('POST');
    expect((calls[0].init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(result).toEqual({ ok: true, status: 200, body: { success: true, message: 'Logged out!' } });
  });

  it('returns the error envelope instead of throwing', async () => {
    const fetchImpl: FetchLike = async () => answer(401, { success: false, status: false, message: 'Invalid email or password' });
    const result = await postJson('/admin/login', { email: 'a@b.co', password: 'x' }, { fetchImpl });
    expect(result.ok).toBe(false);
    expect(result.status).toBe(401);
    expect(result.body?.message).toBe('Invalid email or password');
  });

  it('copes with a body that is not JSON', async () => {
    const fetchImpl: FetchLike = async () => answer(502, '<html>Bad gateway</html>');
    const result = await postJson('/admin/login', {}, { fetchImpl });
    expect(result).toEqual({ ok: false, status: 502, body: null });
  });
});

describe('messageOf', () => {
  it('prefers the server message', () => {
    expect(messageOf({ message: 'This reset link is invalid or has expired.' })).toBe(
      'This reset link is invalid or has expired.',
    );
    expect(messageOf(new Error('boom'))).toBe('boom');
  });
  it('falls back to the spec text', () => {
    expect(messageOf(null)).toBe('Something went wrong, please try again later.');
    expect(messageOf({ message: '' })).toBe('Something went wrong, please try again later.');
  });
});

describe('fieldErrorsOf', () => {
  it('keeps string field errors only', () => {
    expect(fieldErrorsOf({ errors: { confirm_password: 'Passwords do not match', x: '' } })).toEqual({
      confirm_password: 'Passwords do not match',
    });
    expect(fieldErrorsOf({ errors: {} })).toBeUndefined();
    expect(fieldErrorsOf(null)).toBeUndefined();
  });
});
