import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { randomInt } from 'node:crypto';
import type { Authenticator, QrCodeRenderer, RecoveryCodeGenerator } from '../../application/auth/ports/authenticator.port.js';
import { TOTP_DIGITS, TOTP_STEP_SECONDS } from '../../domain/auth/admin-second-factor.js';

/**
 * TOTP through otpauth (RFC 6238): SHA-1, 6 digits, 30-second steps (what every authenticator app assumes), a
 * 160-bit secret, one step of clock drift either way. The time is the caller's clock, so tests move it.
 */
export class OtpauthAuthenticator implements Authenticator {
  constructor(private readonly issuer: string) {}

  newSecret(): string {
    return new OTPAuth.Secret({ size: 20 }).base32;
  }

  keyUri(secret: string, account: string): string {
    return this.totp(secret, account).toString();
  }

  stepOf(secret: string, code: string, now: Date): number | null {
    const totp = this.totp(secret);
    const timestamp = now.getTime();
    const delta = totp.validate({ token: code, timestamp, window: 1 });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  }

  private totp(secret: string, label = 'admin'): OTPAuth.TOTP {
    return new OTPAuth.TOTP({
      issuer: this.issuer,
      label,
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: TOTP_STEP_SECONDS,
      secret: OTPAuth.Secret.fromBase32(secret),
    });
  }
}

/** The set-up's QR code as an SVG document, drawn on the server (the console's login script stays small). */
export class SvgQrCodeRenderer implements QrCodeRenderer {
  svg(text: string): Promise<string> {
    return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  }
}

/** Letters and digits without look-alikes (no 0/o, 1/l/i): easy to read off paper and type. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx` from the CSPRNG: 10 characters of 31, about 49.5 bits (each code is hashed and good once). */
export class RandomRecoveryCodeGenerator implements RecoveryCodeGenerator {
  generate(): string {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  }
}
