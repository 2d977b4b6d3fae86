import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ImageStorage } from '../../application/properties/ports/image-storage.port.js';

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** Files under a folder (DATA_DIR/media by default), served by the app at /media/<key>. */
export class LocalDiskImageStorage implements ImageStorage {
  private readonly root: string;

  constructor(root: string, private readonly urlPrefix = '/media') {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(key) || key.includes('..') || key.includes('//')) throw new Error(`unsafe storage key: ${key}`);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  }

  async put(key: string, body: Uint8Array, _contentType?: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  async get(key: string) {
    try {
      const body = await readFile(this.pathOf(key));
      return { body: new Uint8Array(body), contentType: TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }
}
