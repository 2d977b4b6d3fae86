/**
 * Base of every error the core throws on purpose. `code` is stable and mapped to an HTTP status in one
 * table at the edge; `message` is what a person reads; `fields` carries per-field messages for forms.
 */
export type FieldErrors = Record<string, string>;

export type ErrorCode =
  | 'VALIDATION'
  | 'NOT_AUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'DELIVERY_FAILED'
  | 'GONE';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields: FieldErrors = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(fields: FieldErrors, message?: string) {
    super('VALIDATION', message ?? Object.values(fields)[0] ?? 'Invalid input', fields);
  }
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: message });
  }
}

export class NotAuthenticatedError extends DomainError {
  constructor() {
    super('NOT_AUTHENTICATED', 'Not authenticated user');
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this.') {
    super('FORBIDDEN', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

/** Someone else saved the same record since it was read. */
export class ConcurrentModificationError extends ConflictError {
  constructor() {
    super('This record was changed by someone else. Please reload and try again.');
  }
}

/** Something that existed and is no longer usable (an expired link). */
export class GoneError extends DomainError {
  constructor(message: string) {
    super('GONE', message);
  }
}

export class RateLimitedError extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message, {}, Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

/**
 * Collects field errors from several value-object constructions so a form learns about every bad field
 * at once, then throws one ValidationError.
 */
export class FieldErrorCollector {
  private readonly errors: FieldErrors = {};

  /** Runs a value-object build; its field errors (under their own names, else `field`) are kept. */
  attempt<T>(field: string, build: () => T): T | undefined {
    try {
      return build();
    } catch (error) {
      if (error instanceof ValidationError) {
        const entries = Object.entries(error.fields);
        if (entries.length === 0) this.add(field, error.message);
        for (const [name, message] of entries) this.add(name, message);
        return undefined;
      }
      throw error;
    }
  }

  add(field: string, message: string): void {
    this.errors[field] ??= message;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new ValidationError({ ...this.errors });
  }
}
