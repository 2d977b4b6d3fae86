import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './client';
import { searchProperties, UPLOAD_STALL_MS, uploadPhotos } from './properties';

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
  onloadend: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {
    this.onabort?.();
    this.onloadend?.();
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
    this.onloadend?.();
  }
  progress(loaded: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
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

describe('uploadPhotos on a dead connection', () => {
  afterEach(() => vi.useRealTimers());
  const photo = () => new Blob(['x'], { type: 'image/jpeg' });

  it('fails (retryable) when no byte moves for UPLOAD_STALL_MS, instead of hanging', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const upload = uploadPhotos('p1', [photo()], () => undefined);
    const outcome = upload.promise.catch((error: unknown) => error);
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1000);
    FakeXhr.last.progress(40); // a slow line that still moves is left alone
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1000);
    FakeXhr.last.progress(41);
    vi.advanceTimersByTime(UPLOAD_STALL_MS);
    expect(await outcome).toMatchObject({ name: 'ApiError', status: 0, message: 'Something went wrong! Please try again later' });
  });

  it('still reports a cancel (leaving the page) as an abort, and no timer outlives the answer', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const cancelled = uploadPhotos('p1', [photo()], () => undefined);
    cancelled.abort();
    await expect(cancelled.promise).rejects.toMatchObject({ name: 'AbortError' });
    const done = uploadPhotos('p1', [photo()], () => undefined);
    FakeXhr.last.respond(201, JSON.stringify({ success: true, data: [] }));
    await expect(done.promise).resolves.toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
