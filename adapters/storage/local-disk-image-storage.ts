import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ImageStorage } from '../../application/properties/ports/image-storage.port.js';

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

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
export class LocalDiskImageStorage implements ImageStorage {
  private readonly root: string;

  constructor(root: string, private readonly urlPrefix = '/media') {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new UnsafeKeyError(key);
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
      return { body: new Uint8Array(body), contentType: TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof UnsafeKeyError || ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
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
