import { port } from '../port.js';

/** Opaque random tokens (at least 128 bits from a CSPRNG), URL-safe. */
export interface TokenGenerator {
  generate(): string;
}
export const TokenGenerator = port<TokenGenerator>('TokenGenerator');

/**
 * Tokens for links sent by SMS, where every character counts: 128 bits from a CSPRNG, 22 URL-safe characters
 * (the reconfirmation link). Unguessable all the same: a guess hits one of a billion open links 1 time in 10^29.
 */
export const SmsLinkTokenGenerator = port<TokenGenerator>('SmsLinkTokenGenerator');
