import { port } from '../../shared/port.js';

/** Time-based one-time codes (RFC 6238, 6 digits every 30 seconds), as authenticator apps make them. */
export interface Authenticator {
  /** A new random shared secret (at least 160 bits), in base32 as people type it into an app. */
  newSecret(): string;
  /** The `otpauth://totp/...` address an app reads from the set-up QR code. */
  keyUri(secret: string, account: string): string;
  /** The time step `code` belongs to when it is right at `now` (one step of clock drift either way), else null. */
  stepOf(secret: string, code: string, now: Date): number | null;
}
export const Authenticator = port<Authenticator>('Authenticator');

/** Draws a QR code as an SVG document (the set-up's `otpauth://` address, drawn on the server). */
export interface QrCodeRenderer {
  svg(text: string): Promise<string>;
}
export const QrCodeRenderer = port<QrCodeRenderer>('QrCodeRenderer');

/** One-time recovery codes: random, easy to read out and type (`xxxxx-xxxxx`, about 50 bits each). */
export interface RecoveryCodeGenerator {
  generate(): string;
}
export const RecoveryCodeGenerator = port<RecoveryCodeGenerator>('RecoveryCodeGenerator');
