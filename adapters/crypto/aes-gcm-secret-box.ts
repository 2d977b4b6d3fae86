import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../application/shared/ports/secret-box.port.js';

/** One key of the ring: its id (written into every seal) and 32 bytes of key. */
export interface SecretBoxKey {
  id: string;
  key: Buffer;
}

const PREFIX = 'sb1';

/**
 * AES-256-GCM with keys from configuration (SECRET_BOX_KEYS). The first key seals; every key opens what it sealed,
 * so a new key is put first and the old one kept until the rotation job has re-sealed everything.
 * A seal reads `sb1.<key id>.<iv>.<ciphertext and tag>` (base64url); the context is the GCM additional data.
 */
export class AesGcmSecretBox implements SecretBox {
  private readonly keys: Map<string, Buffer>;
  private readonly current: SecretBoxKey;

  constructor(ring: readonly SecretBoxKey[]) {
    if (!ring.length) throw new Error('A secret box needs at least one key');
    for (const { id, key } of ring) {
      if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new Error(`Secret box key id "${id}" must be 1-32 letters, digits, _ or -`);
      if (key.length !== 32) throw new Error(`Secret box key "${id}" must be 32 bytes`);
    }
    this.keys = new Map(ring.map((k) => [k.id, k.key]));
    if (this.keys.size !== ring.length) throw new Error('Secret box key ids must differ');
    this.current = ring[0];
  }

  async seal(plain: string, context: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return [PREFIX, this.current.id, iv.toString('base64url'), body.toString('base64url')].join('.');
  }

  async open(sealed: string, context: string): Promise<string> {
    const [prefix, keyId, iv, body] = sealed.split('.');
    const key = keyId === undefined ? undefined : this.keys.get(keyId);
    if (prefix !== PREFIX || !key || !iv || !body) throw new Error('Not a sealed secret of a known key');
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
  }

  async isCurrent(sealed: string): Promise<boolean> {
    return sealed.split('.')[1] === this.current.id;
  }
}

/**
 * SECRET_BOX_KEYS: `id:base64key,id:base64key` (each key 32 bytes, newest first). Unset (development only),
 * one key derived from APP_SECRET.
 */
export function secretBoxKeys(raw: string | undefined, appSecret: string): SecretBoxKey[] {
  if (!raw?.trim()) return [{ id: 'app', key: createHash('sha256').update(`secret-box:${appSecret}`).digest() }];
  return raw.split(',').map((entry) => {
    const at = entry.indexOf(':');
    if (at < 1) throw new Error('SECRET_BOX_KEYS must read id:base64key[,id:base64key...]');
    return { id: entry.slice(0, at).trim(), key: Buffer.from(entry.slice(at + 1).trim(), 'base64') };
  });
}
