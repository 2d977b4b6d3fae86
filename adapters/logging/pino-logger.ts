import pino, { type DestinationStream, type Level } from 'pino';
import type { Logger } from '../../application/shared/ports/logger.port.js';
import { maskDeep, maskText } from './redact.js';
import { currentRequestId } from './request-context.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * One JSON object per line on stdout (or `destination`): `level` as a word, ISO `time`, `msg`, the current
 * request's `request_id` (from AsyncLocalStorage, so code deep in a use case need not pass it), and the
 * caller's fields. Every string is masked (phone numbers, OTPs, tokens; see redact.ts) and every value under
 * a secret-named key replaced, whoever wrote the line.
 */
export function createPinoLogger(options: { level: LogLevel; destination?: DestinationStream }): PinoLogger {
  const instance = pino(
    {
      level: options.level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { request_id: requestId } : {};
      },
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => maskDeep(fields) as Record<string, unknown>,
      },
      serializers: { msg: (message: unknown) => (typeof message === 'string' ? maskText(message) : message) },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
  return new PinoLogger(instance);
}

/** The Logger port on pino. */
export class PinoLogger implements Logger {
  constructor(readonly pino: pino.Logger) {}

  debug(message: string, fields: Record<string, unknown> = {}): void {
    this.write('debug', message, fields);
  }
  info(message: string, fields: Record<string, unknown> = {}): void {
    this.write('info', message, fields);
  }
  warn(message: string, fields: Record<string, unknown> = {}): void {
    this.write('warn', message, fields);
  }
  error(message: string, fields: Record<string, unknown> = {}): void {
    this.write('error', message, fields);
  }

  private write(level: Level, message: string, fields: Record<string, unknown>): void {
    this.pino[level](fields, message);
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Sends `console.*` calls (a dependency's warning, a use case's `console.error`) through the logger, so they are
 * JSON lines with the request id and masking too. For the server process only (tests keep their console).
 */
export function routeConsoleTo(logger: Logger): void {
  const toLine = (args: unknown[]) => {
    const errors = args.filter((arg) => arg instanceof Error);
    const text = args.filter((arg) => !(arg instanceof Error)).map((arg) => (typeof arg === 'string' ? arg : safeJson(maskDeep(arg)))).join(' ');
    return { message: text || (errors[0] as Error | undefined)?.message || '', fields: errors.length ? { err: errors[0] } : {} };
  };
  console.log = console.info = (...args: unknown[]) => {
    const { message, fields } = toLine(args);
    logger.info(message, fields);
  };
  console.warn = (...args: unknown[]) => {
    const { message, fields } = toLine(args);
    logger.warn(message, fields);
  };
  console.error = (...args: unknown[]) => {
    const { message, fields } = toLine(args);
    logger.error(message, fields);
  };
  console.debug = (...args: unknown[]) => {
    const { message, fields } = toLine(args);
    logger.debug(message, fields);
  };
}
