import argon2 from 'argon2';
import type { PasswordHasher } from '../../application/auth/ports/password-hasher.port.js';

/** argon2id with the library's defaults (64 MiB, t=3, p=4). */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
