import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './client';
import { searchProperties } from './properties';

function answer() {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ success: true, data: [], meta: { page: 1, limit: 10, total: 0, total_pages: 0 } }), { status: 200 }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApi({ getToken: () => null, onSessionExpired: () => undefined });
});

describe('searchProperties', () => {
  it('lets a visitor use the HTTP cache (public answers live 30 s)', async () => {
    const fetch = answer();
    vi.stubGlobal('fetch', fetch);
    await searchProperties('city=patna&sort=newest&limit=10&page=1');
    expect(fetch.mock.calls[0][1]?.cache).toBeUndefined();
  });

  it('skips the cache when signed in, so an answer cached before signing in (no hearts) is not reused', async () => {
    const fetch = answer();
    vi.stubGlobal('fetch', fetch);
    configureApi({ getToken: () => 'stored', onSessionExpired: () => undefined });
    await searchProperties('city=patna&sort=newest&limit=10&page=1');
    const init = fetch.mock.calls[0][1];
    expect(init?.cache).toBe('no-store');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer stored');
  });
});
