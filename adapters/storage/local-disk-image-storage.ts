import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ImageStorage } from '../../application/properties/ports/image-storage.port.js';
import { isSafeKey, mediaUrlPrefix, type MediaFile, type MediaSource } from './media-source.js';

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
const typeOf = (key: string) => TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
/** What the disk answers for a path that holds no file (a name too long for it included). */
const NOTHING_THERE = ['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG'];

class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}

/**
 * Files under a folder (DATA_DIR/media by default), served by the app at /media/<key>. Keys are relative
 * paths such as `properties/<id>/<imageId>-640.webp`; `..`, absolute paths and odd characters are refused.
 * The content type follows the key's extension.
 */
export class LocalDiskImageStorage implements ImageStorage, MediaSource {
  private readonly root: string;

  /** `urlPrefix`: where GET /media answers (`mediaUrlPrefix(MEDIA_PUBLIC_BASE_URL)`). */
  constructor(root: string, private readonly urlPrefix = mediaUrlPrefix()) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key) || key.includes('..')) throw new UnsafeKeyError(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new UnsafeKeyError(key);
    return path;
  }

  /** Written beside the target and renamed into place, so a reader never sees half a file. */
  async put(key: string, body: Uint8Array, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, body);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  /** null when nothing is stored under the key (an unsafe key names nothing either). */
  async get(key: string) {
    try {
      const body = await readFile(this.pathOf(key));
      return { body: new Uint8Array(body), contentType: typeOf(key) };
    } catch (error) {
      if (error instanceof UnsafeKeyError || NOTHING_THERE.includes((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  }

  /** The file as a stream (GET /media), null like `get`. */
  async open(key: string): Promise<MediaFile | null> {
    let file;
    try {
      file = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (error instanceof UnsafeKeyError || NOTHING_THERE.includes((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
    try {
      const stats = await file.stat();
      if (!stats.isFile()) {
        await file.close();
        return null;
      }
      return { body: file.createReadStream(), contentType: typeOf(key), size: stats.size };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    const paths = keys.map((key) => this.pathOf(key));
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }
}
