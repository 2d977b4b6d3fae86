import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SecretHasher } from '../../application/shared/ports/secret-hasher.port.js';

/** HMAC-SHA-256 keyed with the server secret (APP_SECRET); compares in constant time. */
export class HmacSecretHasher implements SecretHasher {
  constructor(private readonly key: string) {
    if (key.length < 16) throw new Error('APP_SECRET must be at least 16 characters');
  }

  hash(secret: string): string {
    return createHmac('sha256', this.key).update(secret).digest('hex');
  }

  matches(secret: string, hash: string): boolean {
    const a = Buffer.from(this.hash(secret), 'hex');
    const b = Buffer.from(hash, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
