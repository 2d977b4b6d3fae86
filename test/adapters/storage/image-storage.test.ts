import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDiskImageStorage } from '../../../adapters/storage/local-disk-image-storage.js';
import { S3ImageStorage } from '../../../adapters/storage/s3-image-storage.js';

describe('LocalDiskImageStorage', () => {
  it('puts, gets and deletes under its folder, and refuses keys that climb out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'media-'));
    const storage = new LocalDiskImageStorage(dir);
    await storage.put('properties/p1/i1-320.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await storage.get('properties/p1/i1-320.webp')).toEqual({ body: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });
    expect(storage.publicUrl('properties/p1/i1-320.webp')).toBe('/media/properties/p1/i1-320.webp');
    await storage.delete(['properties/p1/i1-320.webp']);
    expect(await storage.get('properties/p1/i1-320.webp')).toBeNull();
    await expect(storage.put('../escape.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow('unsafe');
    await expect(storage.put('/etc/passwd', new Uint8Array([1]), 'image/webp')).rejects.toThrow('unsafe');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('S3ImageStorage against a local stand-in', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function standIn(answer: (req: IncomingMessage, body: Buffer) => { status: number; body?: Buffer | string; type?: string }) {
    const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }> = [];
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const reply = answer(req, body);
        res.writeHead(reply.status, reply.type ? { 'content-type': reply.type } : {});
        res.end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const storage = new S3ImageStorage({ endpoint, region: 'ap-south-1', bucket: 'photos', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', publicBaseUrl: 'https://cdn.example.com' });
    return { storage, seen };
  }

  it('PUTs signed (SigV4), path-style, with the content type and a year of caching', async () => {
    const { storage, seen } = await standIn(() => ({ status: 200 }));
    await storage.put('properties/p1/i1-640.webp', new Uint8Array([9, 8, 7]), 'image/webp');
    const put = seen[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('/photos/properties/p1/i1-640.webp');
    expect([...put.body]).toEqual([9, 8, 7]);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/);
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put.headers['x-amz-content-sha256']).toBeTruthy();
    expect(storage.publicUrl('properties/p1/i1-640.webp')).toBe('https://cdn.example.com/properties/p1/i1-640.webp');
  });

  it('GETs bodies, answers null for a missing key, sends DELETE, and rejects on a server error', async () => {
    const { storage, seen } = await standIn((req) =>
      req.method === 'GET' && req.url!.endsWith('/here.webp') ? { status: 200, body: Buffer.from([1, 2]), type: 'image/webp' } : req.method === 'GET' ? { status: 404 } : req.method === 'DELETE' ? { status: 204 } : { status: 500 },
    );
    expect(await storage.get('here.webp')).toEqual({ body: new Uint8Array([1, 2]), contentType: 'image/webp' });
    expect(await storage.get('gone.webp')).toBeNull();
    await storage.delete(['a.webp', 'b.webp']);
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/photos/a.webp', '/photos/b.webp']);
    await expect(storage.put('x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow('500');
  });
});
