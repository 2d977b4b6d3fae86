import { describe, expect, it } from 'vitest';
import { createHttpClient } from './httpClient';

describe('httpClient', () => {
  const fakeFetchJson = (json: unknown, seen: Headers[]) => async (_url: string, options: { headers?: HeadersInit } = {}) => {
    seen.push(new Headers(options.headers));
    return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
  };

  it('adds the bearer token and keeps the Range header of simple-rest', async () => {
    const seen: Headers[] = [];
    const client = createHttpClient({ getToken: () => 'tok-1', fetchJson: fakeFetchJson({ id: 1 }, seen) as never });
    await client('/api/v1/admin/leads', { headers: new Headers({ Range: 'leads=0-9' }) });
    expect(seen[0].get('Authorization')).toBe('Bearer tok-1');
    expect(seen[0].get('Range')).toBe('leads=0-9');
    expect(seen[0].get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header without a session', async () => {
    const seen: Headers[] = [];
    const client = createHttpClient({ getToken: () => null, fetchJson: fakeFetchJson({}, seen) as never });
    await client('/api/v1/admin/leads/1');
    expect(seen[0].has('Authorization')).toBe(false);
  });

  it('unwraps an envelope answer', async () => {
    const client = createHttpClient({
      getToken: () => 't',
      fetchJson: fakeFetchJson({ success: true, message: 'Status updated', data: { id: 4, status: 'CLOSED' } }, []) as never,
    });
    const response = await client('/api/v1/admin/leads/4', { method: 'PUT', body: '{"status":"CLOSED"}' });
    expect(response.json).toEqual({ id: 4, status: 'CLOSED' });
  });
});
