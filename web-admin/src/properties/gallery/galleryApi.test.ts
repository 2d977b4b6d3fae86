import { describe, expect, it } from 'vitest';
import { deleteImage, NETWORK_MESSAGE, reorderImages, sortImages, TOO_LARGE_MESSAGE, uploadImages } from './galleryApi';

interface Seen {
  url: string;
  init: RequestInit;
}

const fakeFetch = (status: number, body: unknown, seen: Seen[]) => async (url: string, init: RequestInit = {}) => {
  seen.push({ url, init });
  return new Response(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body), { status });
};

const image = (id: string, position: number) => ({ id, position, width: 800, height: 600, urls: { '640': `/media/${id}-640.webp` } });

describe('uploadImages', () => {
  it('posts multipart field `images` with the bearer token and returns the gallery in order', async () => {
    const seen: Seen[] = [];
    const fetchImpl = fakeFetch(201, { success: true, message: 'Photos uploaded', data: [image('b', 1), image('a', 0)] }, seen);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });
    const result = await uploadImages('p-1', [photo], { token: 'tok', fetchImpl });
    expect(seen[0].url).toBe('/api/v1/properties/p-1/gallery/bulk');
    expect(seen[0].init.method).toBe('POST');
    expect(new Headers(seen[0].init.headers).get('Authorization')).toBe('Bearer tok');
    const form = seen[0].init.body as FormData;
    expect(form.getAll('images')).toHaveLength(1);
    expect((form.get('images') as File).name).toBe('front.jpg');
    expect(result).toEqual({ ok: true, status: 201, images: [image('a', 0), image('b', 1)], message: 'Photos uploaded' });
  });
  it("reports the server's message for a refused file", async () => {
    const fetchImpl = fakeFetch(
      400,
      { success: false, message: 'Only JPEG, PNG or WebP images are allowed.', errors: { images: 'Only JPEG, PNG or WebP images are allowed.' } },
      [],
    );
    expect(await uploadImages('p-1', [new Blob(['x'])], { fetchImpl })).toEqual({
      ok: false,
      status: 400,
      message: 'Only JPEG, PNG or WebP images are allowed.',
    });
  });
  it('explains a 413 without a JSON body and a network failure', async () => {
    expect(await uploadImages('p-1', [new Blob(['x'])], { fetchImpl: fakeFetch(413, 'Payload Too Large', []) })).toMatchObject({
      ok: false,
      message: TOO_LARGE_MESSAGE,
    });
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await uploadImages('p-1', [], { fetchImpl: offline })).toEqual({ ok: false, status: 0, message: NETWORK_MESSAGE });
  });
});

describe('deleteImage and reorderImages', () => {
  it('delete one photo by id', async () => {
    const seen: Seen[] = [];
    const result = await deleteImage('i-9', { token: 't', fetchImpl: fakeFetch(200, { success: true, data: [image('a', 0)] }, seen) });
    expect(seen[0].url).toBe('/api/v1/properties/gallery/i-9');
    expect(seen[0].init.method).toBe('DELETE');
    expect(result.ok && result.images.map((i) => i.id)).toEqual(['a']);
  });
  it('send the new order as image_ids', async () => {
    const seen: Seen[] = [];
    await reorderImages('p-1', ['b', 'a'], { fetchImpl: fakeFetch(200, { success: true, data: [image('b', 0), image('a', 1)] }, seen) });
    expect(seen[0].url).toBe('/api/v1/properties/p-1/gallery/order');
    expect(seen[0].init.method).toBe('PUT');
    expect(new Headers(seen[0].init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(seen[0].init.body))).toEqual({ image_ids: ['b', 'a'] });
  });
  it('report a refused order with its message', async () => {
    const result = await reorderImages('p-1', ['a'], {
      fetchImpl: fakeFetch(400, { success: false, message: 'Send every photo of the listing exactly once, in the new order.', errors: {} }, []),
    });
    expect(result).toEqual({ ok: false, status: 400, message: 'Send every photo of the listing exactly once, in the new order.' });
  });
});

describe('sortImages', () => {
  it('orders by position, keeping the server order for ties', () => {
    expect(sortImages([image('c', 2), image('a', 0), image('b', 0)]).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
});
