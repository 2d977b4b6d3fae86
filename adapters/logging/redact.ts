/**
 * Masks what must never reach a log line, whatever code wrote it: a database error quoting a row, a mail
 * error quoting a link, a message built by hand. Applied by the logger to every string it writes.
 *
 * - runs of 6 to 8 digits (OTP codes, short ids): every digit becomes `*` (keeping two digits of a 6-digit
 *   code would cut its guess space a hundredfold);
 * - 9 or more digits, also written in groups with spaces or dashes (phone numbers, Aadhaar-like ids): all but
 *   the last 2 digits become `*`, so `9856100000` is `********00` and `98561 00000` is `***** ***00`;
 * - token-like runs of 32 or more URL-safe characters (session, sign-up and reset tokens are 43, keyed
 *   hashes 43-64): `[redacted]`; UUIDs (ids of rows and requests) are kept;
 * - values under keys that name a secret (`password`, `token`, `otp`, `authorization`, `cookie`, ...):
 *   `[redacted]`, whatever their shape.
 *
 * One pass, leftmost match first: a UUID (kept whole), else a token-like run, else a digit run (grouped or not).
 */
const SENSITIVE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![A-Za-z0-9_+-])|[A-Za-z0-9_+-]{32,}|\d(?:[ -]?\d){8,}|\d{6,}/gi;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECRET_WORDS = new Set(['password', 'passwd', 'token', 'otp', 'secret', 'authorization', 'cookie', 'apikey']);
export const REDACTED = '[redacted]';

export function maskText(text: string): string {
  return text.replace(SENSITIVE, (run) => {
    if (UUID.test(run)) return run;
    if (run.length >= 32 && !/^[\d -]+$/.test(run)) return REDACTED;
    const digits = run.replace(/\D/g, '').length;
    if (digits <= 8) return run.replace(/\d/g, '*');
    let seen = 0;
    return run.replace(/\d/g, (digit) => (++seen > digits - 2 ? digit : '*'));
  });
}

/** `owner_otp`, `captchaToken`, `Set-Cookie`, `password`: a key one of whose words names a secret. */
export function isSecretKey(key: string): boolean {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().replace(/api[-_]key/g, 'apikey').split(/[^a-z0-9]+/);
  return words.some((word) => SECRET_WORDS.has(word));
}

/** A copy of `value` with every string masked and every secret-named key's value replaced. */
export function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[deep]';
  if (value instanceof Error) return maskDeep(errorFields(value), depth);
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = isSecretKey(key) && inner !== undefined && inner !== null && typeof inner !== 'boolean' ? REDACTED : maskDeep(inner, depth + 1);
  }
  return out;
}

/** An error as plain fields (its message and stack are not enumerable), with its cause and any extra fields a driver added. */
function errorFields(error: Error): Record<string, unknown> {
  const fields: Record<string, unknown> = { type: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) fields[key] = value;
  if (error.cause !== undefined) fields.cause = error.cause;
  return fields;
}
