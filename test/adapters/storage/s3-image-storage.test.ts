import { createHash } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { S3ImageStorage, type S3Config } from '../../../adapters/storage/s3-image-storage.js';
import { startS3StandIn, type S3StandIn } from './s3-stand-in.js';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const KEY = 'properties/p1/i1-640.webp';

describe('S3ImageStorage against a local S3 stand-in', () => {
  let s3: S3StandIn;
  let config: S3Config;
  beforeEach(async () => {
    s3 = await startS3StandIn(SECRET);
    config = { endpoint: s3.endpoint, region: 'ap-south-1', bucket: 'photos', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: SECRET };
  });
  afterEach(() => s3.close());

  it('PUTs the body path-style, signed with SigV4, with its content type and no ACL (the bucket stays private)', async () => {
    const body = new Uint8Array([9, 8, 7, 0, 255]);
    await new S3ImageStorage(config).put(KEY, body, 'image/webp');

    expect(s3.requests).toHaveLength(1);
    const put = s3.requests[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(`/photos/${KEY}`);
    expect([...put.body]).toEqual([...body]);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(Object.keys(put.headers).filter((name) => name.startsWith('x-amz-grant') || name === 'x-amz-acl')).toEqual([]);
    expect(put.headers['cache-control']).toBeUndefined();
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    const signed = /SignedHeaders=([^,]+)/.exec(String(put.headers.authorization))![1]!.split(';');
    expect(signed).toEqual(expect.arrayContaining(['host', 'x-amz-content-sha256', 'x-amz-date']));
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(body).digest('hex'));
    expect(s3.objects.get(`/photos/${KEY}`)?.body).toEqual(Buffer.from(body));
  });

  it('is refused by the store when signing with the wrong secret', async () => {
    await expect(new S3ImageStorage({ ...config, secretAccessKey: 'not-the-secret' }).put(KEY, new Uint8Array([1]), 'image/webp')).rejects.toThrow('403');
    expect(s3.objects.size).toBe(0);
  });

  it('GETs what was put, with its content type, and null for a missing key', async () => {
    const storage = new S3ImageStorage(config);
    await storage.put(KEY, new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await storage.get(KEY)).toEqual({ body: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });
    expect(await storage.get('properties/p1/missing-640.webp')).toBeNull();
    expect(s3.requests.filter((r) => r.method === 'GET').map((r) => r.url)).toEqual([`/photos/${KEY}`, '/photos/properties/p1/missing-640.webp']);
  });

  it('sends one DELETE per key, after which the objects are gone', async () => {
    const storage = new S3ImageStorage(config);
    await storage.put('a/1-320.webp', new Uint8Array([1]), 'image/webp');
    await storage.put('a/1-640.webp', new Uint8Array([2]), 'image/webp');
    await storage.delete(['a/1-320.webp', 'a/1-640.webp']);
    expect(s3.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/photos/a/1-320.webp', '/photos/a/1-640.webp']);
    expect(s3.objects.size).toBe(0);
    expect(await storage.get('a/1-320.webp')).toBeNull();
  });

  it('rejects a put, a get and a delete when the store answers 500', async () => {
    const storage = new S3ImageStorage(config);
    s3.failWith = 500;
    await expect(storage.put(KEY, new Uint8Array([1]), 'image/webp')).rejects.toThrow('500');
    await expect(storage.get(KEY)).rejects.toThrow('500');
    await expect(storage.delete([KEY])).rejects.toThrow('500');
  });

  it("opens what was put as a stream read with a signed GET, with its type and length, and null for a missing key", async () => {
    const storage = new S3ImageStorage(config);
    await storage.put(KEY, Buffer.from('webp bytes'), 'image/webp');
    const file = await storage.open(KEY);
    expect(file).toMatchObject({ contentType: 'image/webp', size: 10 });
    expect(await text(file!.body)).toBe('webp bytes');
    expect(await storage.open('properties/p1/missing-640.webp')).toBeNull();
    const gets = s3.requests.filter((r) => r.method === 'GET');
    expect(gets.map((r) => r.url)).toEqual([`/photos/${KEY}`, '/photos/properties/p1/missing-640.webp']);
    expect(gets.every((r) => String(r.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/'))).toBe(true);
  });

  it('opening fails (not null) when the store refuses the signature or answers 500', async () => {
    await new S3ImageStorage(config).put(KEY, new Uint8Array([1]), 'image/webp');
    await expect(new S3ImageStorage({ ...config, secretAccessKey: 'not-the-secret' }).open(KEY)).rejects.toThrow('403');
    s3.failWith = 500;
    await expect(new S3ImageStorage(config).open(KEY)).rejects.toThrow('500');
  });

  it.each(['properties/p1/../../rides/r1/x-320.webp', 'properties/p1/%2E%2E/x.webp', 'properties/./x.webp', 'a//b.webp', '/photos/x.webp', ''])(
    'asks the store nothing for the key %j (an S3 URL would resolve dot segments to another object)',
    async (key) => {
      const storage = new S3ImageStorage(config);
      expect(await storage.open(key)).toBeNull();
      expect(await storage.get(key)).toBeNull();
      await expect(storage.put(key, new Uint8Array([1]), 'image/webp')).rejects.toThrow('unsafe storage key');
      expect(s3.requests).toEqual([]);
    },
  );

  it("links to the app's /media (the bucket is never linked to), under the media CDN when there is one", () => {
    expect(new S3ImageStorage(config).publicUrl(KEY)).toBe(`/media/${KEY}`);
    expect(new S3ImageStorage({ ...config, publicBaseUrl: 'https://media.example.com/' }).publicUrl(KEY)).toBe(`https://media.example.com/media/${KEY}`);
    const aws = { ...config, endpoint: 'https://s3.ap-south-1.amazonaws.com' };
    expect(new S3ImageStorage({ ...aws, forcePathStyle: false }).publicUrl(KEY)).toBe(`/media/${KEY}`);
  });

  it('addresses the bucket path-style by default, virtual-hosted when path style is off', async () => {
    const urls: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return new Response(null, { status: 404 });
    });
    try {
      const aws = { ...config, endpoint: 'https://s3.ap-south-1.amazonaws.com' };
      await new S3ImageStorage(aws).open(KEY);
      await new S3ImageStorage({ ...aws, forcePathStyle: false }).open(KEY);
    } finally {
      fetchSpy.mockRestore();
    }
    expect(urls).toEqual([`https://s3.ap-south-1.amazonaws.com/photos/${KEY}`, `https://photos.s3.ap-south-1.amazonaws.com/${KEY}`]);
  });
});
