import { AwsClient } from 'aws4fetch';
import type { ImageStorage } from '../../application/properties/ports/image-storage.port.js';

export interface S3Config {
  /** e.g. https://s3.ap-south-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A CDN in front of the bucket; defaults to the bucket URL. */
  publicBaseUrl?: string;
  timeoutMs?: number;
}

/** S3-compatible object storage (AWS S3, R2, MinIO, Spaces) over fetch with AWS Signature V4 (aws4fetch). Path-style URLs. */
export class S3ImageStorage implements ImageStorage {
  private readonly client: AwsClient;

  constructor(private readonly config: S3Config) {
    // Two quick retries on 5xx and network errors (aws4fetch's default is ten).
    this.client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3', retries: 2 });
  }

  private objectUrl(key: string): string {
    return `${this.config.endpoint.replace(/\/$/, '')}/${this.config.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  private send(key: string, init: RequestInit): Promise<Response> {
    return this.client.fetch(this.objectUrl(key), { ...init, signal: AbortSignal.timeout(this.config.timeoutMs ?? 15_000) });
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const res = await this.send(key, {
      method: 'PUT',
      body: body as Uint8Array<ArrayBuffer>,
      headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
    });
    if (!res.ok) throw new Error(`storage PUT ${key} answered ${res.status}`);
  }

  async get(key: string) {
    const res = await this.send(key, { method: 'GET' });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`storage GET ${key} answered ${res.status}`);
    return { body: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async delete(keys: string[]): Promise<void> {
    for (const key of keys) {
      const res = await this.send(key, { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new Error(`storage DELETE ${key} answered ${res.status}`);
    }
  }

  publicUrl(key: string): string {
    return this.config.publicBaseUrl ? `${this.config.publicBaseUrl.replace(/\/$/, '')}/${key}` : this.objectUrl(key);
  }
}
