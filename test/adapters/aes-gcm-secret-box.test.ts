import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AesGcmSecretBox, secretBoxKeys } from '../../adapters/crypto/aes-gcm-secret-box.js';

const oldKey = { id: 'k1', key: randomBytes(32) };
const newKey = { id: 'k2', key: randomBytes(32) };

describe('AES-GCM secret box', () => {
  it('opens what it sealed, and the seal does not show the secret', async () => {
    const box = new AesGcmSecretBox([oldKey]);
    const sealed = await box.seal('A1234567', 'rider-id:1');
    expect(sealed).not.toContain('A1234567');
    expect(await box.open(sealed, 'rider-id:1')).toBe('A1234567');
    expect(await box.seal('A1234567', 'rider-id:1')).not.toBe(sealed);
  });

  it('refuses a seal moved to another record, or tampered with', async () => {
    const box = new AesGcmSecretBox([oldKey]);
    const sealed = await box.seal('A1234567', 'rider-id:1');
    await expect(box.open(sealed, 'rider-id:2')).rejects.toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    await expect(box.open([...parts.slice(0, 3), body.toString('base64url')].join('.'), 'rider-id:1')).rejects.toThrow();
  });

  it('after rotation opens old seals, seals under the new key and tells which to re-seal', async () => {
    const before = new AesGcmSecretBox([oldKey]);
    const old = await before.seal('secret', 'c');
    const after = new AesGcmSecretBox([newKey, oldKey]);
    expect(await after.open(old, 'c')).toBe('secret');
    expect(await after.isCurrent(old)).toBe(false);
    const fresh = await after.seal('secret', 'c');
    expect(await after.isCurrent(fresh)).toBe(true);
    await expect(new AesGcmSecretBox([newKey]).open(old, 'c')).rejects.toThrow();
  });

  it('reads SECRET_BOX_KEYS newest first and refuses a short key', () => {
    const ring = secretBoxKeys(`k2:${newKey.key.toString('base64')},k1:${oldKey.key.toString('base64')}`, 'x'.repeat(16));
    expect(ring.map((k) => k.id)).toEqual(['k2', 'k1']);
    expect(() => new AesGcmSecretBox(secretBoxKeys(`k1:${randomBytes(16).toString('base64')}`, 'x'))).toThrow(/32 bytes/);
  });
});
