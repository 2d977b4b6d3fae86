import { randomInt } from 'node:crypto';
import type { OtpCodeGenerator } from '../../application/auth/ports/otp-code-generator.port.js';

/** Uniform over 000000-999999 from the CSPRNG. */
export class RandomOtpCodeGenerator implements OtpCodeGenerator {
  generate(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }
}
