import type { OtpCodeGenerator } from '../../application/auth/ports/otp-code-generator.port.js';
import { RandomOtpCodeGenerator } from '../../adapters/crypto/random-otp-code-generator.js';

/** Real random codes, remembered so a test can type the last one it was sent. */
export class KnownOtpGenerator implements OtpCodeGenerator {
  private readonly random = new RandomOtpCodeGenerator();
  last = '';

  generate(): string {
    this.last = this.random.generate();
    return this.last;
  }

  /** A 6-digit code different from the last one sent. */
  wrong(): string {
    return String((Number(this.last) + 1) % 1_000_000).padStart(6, '0');
  }
}
