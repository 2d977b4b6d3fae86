import { port } from '../port.js';

/**
 * Structured, leveled logging. `fields` are machine-readable context (an error goes in `err`); the adapter
 * adds the time and the current request's id, and masks secrets and phone numbers, so callers need not.
 * Never put a request body, an OTP, a token or a password in a message or a field on purpose anyway.
 */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}
export const Logger = port<Logger>('Logger');
