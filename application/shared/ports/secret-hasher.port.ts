import { port } from '../port.js';

/**
 * Keyed one-way hash for secrets we must recognise later but never store: session tokens, reset
 * tokens and OTP codes (an OTP has only a million values, so the hash is keyed with a server secret).
 */
export interface SecretHasher {
  hash(secret: string): string;
  matches(secret: string, hash: string): boolean;
}
export const SecretHasher = port<SecretHasher>('SecretHasher');
