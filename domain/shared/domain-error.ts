import { codeOfEnglish, en, say, type CodedText, type MessageCode, type MessageParams } from './catalogue/index.js';

/**
 * Base of every error the core throws on purpose. `kind` is mapped to an HTTP status in one table at the edge;
 * `code` and `params` name the text in the catalogue (domain/shared/catalogue/), stable for clients to translate;
 * `message` is its English; `fields` / `fieldCodes` carry per-field English texts and codes for forms.
 */
export type FieldErrors = Record<string, string>;
export type FieldCodes = Record<string, CodedText>;

export type ErrorKind =
  | 'VALIDATION'
  | 'NOT_AUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'DELIVERY_FAILED'
  | 'GONE';

/**
 * How a thrower names a text: its code, or its code and params. A plain English string is still taken while throw
 * sites move to codes: the code `english()` made it from (the `...Messages` records), else the code whose fixed
 * English it is, else UNCODED with the text as its param (see `textOf`).
 */
export type Text = MessageCode | CodedText;
type TextOrEnglish = Text | (string & {});

export type { CodedText, MessageCode, MessageParams };
export { coded } from './catalogue/index.js';

/** The code and params of a text, and its English. */
export function textOf(text: TextOrEnglish): CodedText & { english: string } {
  if (typeof text !== 'string') return { ...text, english: say(en, text.code, text.params) };
  if (text in en.messages) return { code: text as MessageCode, params: {}, english: say(en, text as MessageCode) };
  const known = codeOfEnglish(text);
  return known ? { ...known, english: text } : { code: 'UNCODED', params: { text }, english: text };
}

export class DomainError extends Error {
  readonly code: MessageCode;
  readonly params: MessageParams;
  readonly fields: FieldErrors = {};
  readonly fieldCodes: FieldCodes = {};

  constructor(
    readonly kind: ErrorKind,
    text: TextOrEnglish,
    fields: Record<string, TextOrEnglish> = {},
    readonly retryAfterSeconds?: number,
  ) {
    const { code, params, english } = textOf(text);
    super(english);
    this.name = new.target.name;
    this.code = code;
    this.params = params;
    for (const [field, fieldText] of Object.entries(fields)) {
      const { english: fieldEnglish, ...fieldCode } = textOf(fieldText);
      this.fields[field] = fieldEnglish;
      this.fieldCodes[field] = fieldCode;
    }
  }
}

export class ValidationError extends DomainError {
  constructor(fields: Record<string, TextOrEnglish>, message?: TextOrEnglish) {
    super('VALIDATION', message ?? Object.values(fields)[0] ?? 'INVALID_INPUT', fields);
  }
  static field(field: string, text: TextOrEnglish): ValidationError {
    return new ValidationError({ [field]: text });
  }
}

export class NotAuthenticatedError extends DomainError {
  constructor() {
    super('NOT_AUTHENTICATED', 'NOT_AUTHENTICATED');
  }
}

export class ForbiddenError extends DomainError {
  constructor(text: TextOrEnglish = 'FORBIDDEN') {
    super('FORBIDDEN', text);
  }
}

export class NotFoundError extends DomainError {
  constructor(text: TextOrEnglish) {
    super('NOT_FOUND', text);
  }
}

export class ConflictError extends DomainError {
  constructor(text: TextOrEnglish) {
    super('CONFLICT', text);
  }
}

/** Someone else saved the same record since it was read. */
export class ConcurrentModificationError extends ConflictError {
  constructor() {
    super('RECORD_CHANGED');
  }
}

/** Something that existed and is no longer usable (an expired link). */
export class GoneError extends DomainError {
  constructor(text: TextOrEnglish) {
    super('GONE', text);
  }
}

export class RateLimitedError extends DomainError {
  constructor(text: TextOrEnglish, retryAfterSeconds: number) {
    super('RATE_LIMITED', text, {}, Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

/**
 * Collects field errors from several value-object constructions so a form learns about every bad field
 * at once, then throws one ValidationError.
 */
export class FieldErrorCollector {
  private readonly errors: Record<string, CodedText> = {};

  /** Runs a value-object build; its field errors (under their own names, else `field`) are kept. */
  attempt<T>(field: string, build: () => T): T | undefined {
    try {
      return build();
    } catch (error) {
      if (error instanceof ValidationError) {
        const entries = Object.entries(error.fieldCodes);
        if (entries.length === 0) this.add(field, { code: error.code, params: error.params });
        for (const [name, text] of entries) this.add(name, text);
        return undefined;
      }
      throw error;
    }
  }

  add(field: string, text: TextOrEnglish): void {
    if (this.errors[field]) return;
    const { english: _english, ...codedText } = textOf(text);
    this.errors[field] = codedText;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new ValidationError({ ...this.errors });
  }
}

/**
 * What a value-object build refuses: the text of its first field error (or its own), or null when it builds. A
 * request DTO checks a field with the domain's own reader this way (adapters/http/dto/satisfies-rule.decorator.ts).
 */
export function refusalOf(build: () => unknown): CodedText | null {
  try {
    build();
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return Object.values(error.fieldCodes)[0] ?? { code: error.code, params: error.params };
    throw error;
  }
}
