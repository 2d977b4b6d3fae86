import { port } from '../../shared/port.js';

/** Where photo variants live: a local folder by default, S3-compatible storage in production. */
export interface ImageStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  delete(keys: string[]): Promise<void>;
  publicUrl(key: string): string;
}
export const ImageStorage = port<ImageStorage>('ImageStorage');
