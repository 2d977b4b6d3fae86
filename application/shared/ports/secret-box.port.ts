import { port } from '../port.js';

/**
 * Reversible encryption for the few things we must read back but never keep in the clear (ID numbers, an admin's
 * second-factor secret). `context` names what the secret is and whose (for example `rider-id:<application id>`):
 * it is bound into the seal, so a sealed value copied onto another record does not open there.
 * A sealed text names the key that sealed it, so keys can be rotated: old seals still open, and `isCurrent` tells
 * which to re-seal under the newest key.
 */
export interface SecretBox {
  seal(plain: string, context: string): Promise<string>;
  open(sealed: string, context: string): Promise<string>;
  /**
   * Whether `sealed` was sealed under the current key (false: re-seal it when rotating). Asynchronous: a key service
   * (Vault's transit engine) is asked which key version is the latest.
   */
  isCurrent(sealed: string): Promise<boolean>;
}
export const SecretBox = port<SecretBox>('SecretBox');

/** One value sealed with the SecretBox: the id of the record that holds it, and the seal. */
export interface SealedValue {
  id: string;
  sealed: string;
}

/**
 * Where one kind of sealed value is kept, as the re-seal job walks it (key rotation): every store of a value
 * sealed with the SecretBox implements this, and the job (application/privacy/reseal-secrets.use-case.ts) lists it.
 */
export interface SealedValueStore {
  /** Up to `limit` sealed values, in id order, after `afterId`. */
  findSealed(afterId: string | null, limit: number): Promise<SealedValue[]>;
  /** Replaces a sealed value if it is still `from` (false when it changed meanwhile). */
  reseal(id: string, from: string, to: string): Promise<boolean>;
}
