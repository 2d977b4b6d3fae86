import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { ImageStorage } from '../../application/properties/ports/image-storage.port.js';

export interface S3Config {
  /** e.g. https://s3.ap-south-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  /** `auto` for R2; the bucket's region elsewhere. */
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A CDN in front of the bucket; without it, public URLs point at the bucket itself. */
  publicBaseUrl?: string;
  /** `<endpoint>/<bucket>/<key>` (default, what MinIO needs) or, when false, `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle?: boolean;
  timeoutMs?: number;
}

const YEAR_LONG_CACHE = 'public, max-age=31536000, immutable';
const sha256Hex = (body: Uint8Array | string) => createHash('sha256').update(body).digest('hex');
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces) over fetch, signed with
 * AWS Signature V4 by aws4fetch. The payload's SHA-256 is signed too, so the store rejects a body altered on the way.
 */
export class S3ImageStorage implements ImageStorage {
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

  private send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, headers: Record<string, string> = {}): Promise<Response> {
    return this.client.fetch(`${this.bucketUrl}/${encodeKey(key)}`, {
      method,
      body: body as Uint8Array<ArrayBuffer> | undefined,
      headers: { ...headers, 'x-amz-content-sha256': sha256Hex(body ?? '') },
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 15_000),
    });
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, body, { 'content-type': contentType, 'cache-control': YEAR_LONG_CACHE });
    if (!res.ok) throw new Error(`storage PUT ${key} answered ${res.status}`);
  }

  async get(key: string) {
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

  publicUrl(key: string): string {
    return `${this.config.publicBaseUrl ? this.config.publicBaseUrl.replace(/\/$/, '') : this.bucketUrl}/${encodeKey(key)}`;
  }
}
