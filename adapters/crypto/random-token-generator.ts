import { randomBytes } from 'node:crypto';
import type { TokenGenerator } from '../../application/shared/ports/token-generator.port.js';

/** 256 random bits, base64url. */
export class RandomTokenGenerator implements TokenGenerator {
  generate(): string {
    return randomBytes(32).toString('base64url');
  }
}
