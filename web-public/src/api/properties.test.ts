import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './client';
import { searchProperties, uploadPhotos } from './properties';

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

/** Just enough of XMLHttpRequest for uploadPhotos: the test answers with `respond`. */
class FakeXhr {
  static last: FakeXhr;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {
    this.onabort?.();
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

describe('uploadPhotos', () => {
  const photo = () => new Blob(['x'], { type: 'image/jpeg' });

  it("resolves with the listing's photos from the API's answer", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const upload = uploadPhotos('p1', [photo()], () => undefined);
    const image = { id: 'i1', position: 0, width: 800, height: 600, urls: { '640': '/media/a-640.webp' } };
    FakeXhr.last.respond(201, JSON.stringify({ success: true, data: [image] }));
    await expect(upload.promise).resolves.toEqual([image]);
  });

  it('fails on a 2xx that is not the API answer (a proxy or fallback page), instead of reporting no photos', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const upload = uploadPhotos('p1', [photo()], () => undefined);
    FakeXhr.last.respond(200, '<!doctype html><title>GharSetu</title>');
    await expect(upload.promise).rejects.toMatchObject({ name: 'ApiError', message: 'Something went wrong! Please try again later' });
  });
});
