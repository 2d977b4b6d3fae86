import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskImageStorage } from '../../../adapters/storage/local-disk-image-storage.js';
import { mediaUrlPrefix } from '../../../adapters/storage/media-source.js';

const KEY = 'properties/p1/i1-320.webp';

describe('LocalDiskImageStorage', () => {
  let parent: string;
  let root: string;
  let storage: LocalDiskImageStorage;
  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'media-test-'));
    root = join(parent, 'media');
    storage = new LocalDiskImageStorage(root);
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('puts a file under its folder, gets it back with its type, and deletes it', async () => {
    await storage.put(KEY, new Uint8Array([1, 2, 3]), 'image/webp');
    expect(existsSync(join(root, KEY))).toBe(true);
    expect(readdirSync(join(root, 'properties/p1'))).toEqual(['i1-320.webp']);
    expect(await storage.get(KEY)).toEqual({ body: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });

    await storage.delete([KEY, 'properties/p1/never-stored.webp']);
    expect(existsSync(join(root, KEY))).toBe(false);
    expect(await storage.get(KEY)).toBeNull();
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put(KEY, new Uint8Array([1, 2, 3]), 'image/webp');
    await storage.put(KEY, new Uint8Array([4]), 'image/webp');
    expect((await storage.get(KEY))?.body).toEqual(new Uint8Array([4]));
  });

  it('reports a disk failure instead of answering as if nothing were stored', async () => {
    mkdirSync(join(root, 'properties'), { recursive: true });
    symlinkSync('loop.webp', join(root, 'properties/loop.webp'));
    await expect(storage.get('properties/loop.webp')).rejects.toMatchObject({ code: 'ELOOP' });
    expect(await storage.get('properties')).toBeNull();
  });

  it('opens a stored file as a stream with its type and size; nothing stored, a folder or an unsafe key is null', async () => {
    await storage.put(KEY, Buffer.from('webp bytes'), 'image/webp');
    const file = await storage.open(KEY);
    expect(file).toMatchObject({ contentType: 'image/webp', size: 10 });
    expect(await text(file!.body)).toBe('webp bytes');
    expect(await storage.open('properties/p1/missing.webp')).toBeNull();
    expect(await storage.open('properties/p1')).toBeNull();
    expect(await storage.open('../escape.webp')).toBeNull();
    expect(await storage.open(`properties/${'x'.repeat(300)}.webp`)).toBeNull();
  });

  it('serves keys at /media/<key>, under the media CDN when one is configured', () => {
    expect(storage.publicUrl(KEY)).toBe(`/media/${KEY}`);
    expect(new LocalDiskImageStorage(root, mediaUrlPrefix('https://media.example.com/')).publicUrl(KEY)).toBe(`https://media.example.com/media/${KEY}`);
  });

  it.each(['../escape.webp', 'properties/../../escape.webp', 'properties/..', '/etc/passwd', `${'/tmp'}/x.webp`, 'a\\..\\..\\b.webp', 'c:/x.webp', '', 'a//b.webp'])(
    'refuses the key %j for put and delete, and finds nothing under it',
    async (key) => {
      await expect(storage.put(key, new Uint8Array([1]), 'image/webp')).rejects.toThrow('unsafe storage key');
      await expect(storage.delete([key])).rejects.toThrow('unsafe storage key');
      expect(await storage.get(key)).toBeNull();
      expect(readdirSync(parent)).toEqual([]);
    },
  );

  it('does not read files outside its folder', async () => {
    const outside = new LocalDiskImageStorage(parent);
    await outside.put('secret.webp', new Uint8Array([7]), 'image/webp');
    expect(await storage.get('../secret.webp')).toBeNull();
  });
});
