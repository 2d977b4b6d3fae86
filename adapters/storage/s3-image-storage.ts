import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { ImageStorage } from '../../application/properties/ports/image-storage.port.js';
import { isSafeKey, mediaUrlPrefix, type MediaFile, type MediaSource } from './media-source.js';

export interface S3Config {
  /** e.g. https://s3.ap-south-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  /** `auto` for R2; the bucket's region elsewhere. */
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * MEDIA_PUBLIC_BASE_URL: a CDN in front of the app's /media. The bucket itself is never linked to: it stays
   * private and the app serves every photo at /media/<key> (adapters/http/gallery/media-files.ts `mediaFiles`).
   */
  publicBaseUrl?: string;
  /** `<endpoint>/<bucket>/<key>` (default, what MinIO needs) or, when false, `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle?: boolean;
  timeoutMs?: number;
}

const sha256Hex = (body: Uint8Array | string) => createHash('sha256').update(body).digest('hex');
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces) over fetch, signed with
 * AWS Signature V4 by aws4fetch. The payload's SHA-256 is signed too, so the store rejects a body altered on the way.
 *
 * The bucket is private: objects are written without an ACL (no public-read) and read back only by the app,
 * which serves them at /media/<key> with the same visibility rules as local storage.
 */
export class S3ImageStorage implements ImageStorage, MediaSource {
  private readonly client: AwsClient;
  private readonly bucketUrl: string;

  constructor(private readonly config: S3Config) {
    // Two quick retries on 5xx, 429 and network errors (aws4fetch's default is ten).
    this.client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3', retries: 2 });
    const endpoint = new URL(config.endpoint);
    const base = endpoint.pathname.replace(/\/$/, '');
    this.bucketUrl =
      config.forcePathStyle === false ? `${endpoint.protocol}//${config.bucket}.${endpoint.host}${base}` : `${endpoint.protocol}//${endpoint.host}${base}/${config.bucket}`;
  }

  private send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return this.client.fetch(`${this.bucketUrl}/${encodeKey(key)}`, {
      method,
      body: body as Uint8Array<ArrayBuffer> | undefined,
      headers: { ...headers, 'x-amz-content-sha256': sha256Hex(body ?? '') },
      signal: signal ?? AbortSignal.timeout(this.timeoutMs),
    });
  }

  private get timeoutMs(): number {
    return this.config.timeoutMs ?? 15_000;
  }

  /** No ACL header: the object is as private as the bucket. Caching is decided by GET /media per answer. */
  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, body, { 'content-type': contentType });
    if (!res.ok) throw new Error(`storage PUT ${key} answered ${res.status}`);
  }

  async get(key: string) {
    if (!isSafeKey(key)) return null;
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`storage GET ${key} answered ${res.status}`);
    return { body: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async delete(keys: string[]): Promise<void> {
    for (const key of keys) {
      const res = await this.send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`storage DELETE ${key} answered ${res.status}`);
    }
  }

  /**
   * A signed GET whose body is streamed to the caller, not held in memory. The timeout covers the store's
   * answer (its headers); the body then flows as fast as the client takes it. A 404 is null. AWS answers
   * 403 rather than 404 for a missing key unless the credentials may list the bucket (s3:ListBucket).
   */
  async open(key: string): Promise<MediaFile | null> {
    if (!isSafeKey(key)) return null;
    const answer = new AbortController();
    const timer = setTimeout(() => answer.abort(new Error(`storage GET ${key} timed out`)), this.timeoutMs);
    let res: Response;
    try {
      res = await this.send('GET', key, undefined, {}, answer.signal);
    } finally {
      clearTimeout(timer);
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      if (res.status === 404) return null;
      throw new Error(`storage GET ${key} answered ${res.status}`);
    }
    const length = res.headers.get('content-length');
    return {
      body: res.body ? Readable.fromWeb(res.body as WebReadableStream<Uint8Array>) : Readable.from([]),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      size: length && /^\d+$/.test(length) ? Number(length) : null,
    };
  }

  /** The app's /media URL (the bucket is private), under MEDIA_PUBLIC_BASE_URL when a CDN fronts it. */
  publicUrl(key: string): string {
    return `${mediaUrlPrefix(this.config.publicBaseUrl)}/${encodeKey(key)}`;
  }
}
