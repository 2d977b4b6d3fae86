import { randomBytes } from 'node:crypto';
import type { TokenGenerator } from '../../application/shared/ports/token-generator.port.js';

/** Random bits from the CSPRNG, base64url: 256 by default (43 characters); 128 (22) for links sent by SMS. */
export class RandomTokenGenerator implements TokenGenerator {
  constructor(private readonly bytes = 32) {
    if (bytes < 16) throw new Error('A token needs at least 128 random bits');
  }

  generate(): string {
    return randomBytes(this.bytes).toString('base64url');
  }
}
