import { port } from '../port.js';

/** Opaque random tokens (at least 128 bits from a CSPRNG), URL-safe. */
export interface TokenGenerator {
  generate(): string;
}
export const TokenGenerator = port<TokenGenerator>('TokenGenerator');
