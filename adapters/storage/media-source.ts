import type { Readable } from 'node:stream';
import { port } from '../../application/shared/port.js';

/** A stored photo opened for sending: its bytes as a stream, its type, and its length when the store told it. */
export interface MediaFile {
  body: Readable;
  contentType: string;
  size: number | null;
}

/**
 * Where GET /media reads stored photos from, for either storage provider (the app serves every photo itself:
 * the S3 bucket stays private). Only the HTTP adapter reads photos back, so this is an adapter-level
 * interface beside the ImageStorage port, implemented by both storage adapters.
 */
export interface MediaSource {
  /** null when nothing is stored under the key, or the key is not one the app could have written. Rejects when the store fails. */
  open(key: string): Promise<MediaFile | null>;
}
export const MediaSource = port<MediaSource>('MediaSource');

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/**
 * A key the app could have written (`properties/<id>/<photo>-640.webp`, `rides/…`): letters, digits and
 * `/_.-`, no empty, `.` or `..` segment (an S3 URL would resolve them, reaching another object), at most 512
 * characters (S3 refuses keys over 1024 bytes).
 */
export function isSafeKey(key: string): boolean {
  return key.length <= 512 && SAFE_KEY.test(key) && key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Where GET /media answers: `<MEDIA_PUBLIC_BASE_URL>/media` (a CDN in front of the app's /media), else `/media` on this server. */
export function mediaUrlPrefix(publicBaseUrl?: string): string {
  return `${publicBaseUrl ? publicBaseUrl.replace(/\/+$/, '') : ''}/media`;
}
