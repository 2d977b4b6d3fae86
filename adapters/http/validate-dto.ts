import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ValidationError } from '../../domain/shared/domain-error.js';

/**
 * Checks a JSON body against a request DTO (shape and types; formats and the spec's rules live in the
 * domain's value objects). Unknown fields are dropped. Throws a 400 with a message per field.
 */
export async function parseBody<T extends object>(Dto: new () => T, body: unknown): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError({}, 'The request body must be a JSON object.');
  }
  const dto = new Dto();
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(dto)) if (key in input) (dto as Record<string, unknown>)[key] = input[key];
  await check(dto);
  return dto;
}

/** Runs the DTO's constraints: a 400 with the first broken constraint's message per field. */
async function check(dto: object): Promise<void> {
  const errors = await validate(dto, { stopAtFirstError: true, forbidUnknownValues: false });
  if (errors.length) {
    const fields: Record<string, string> = {};
    for (const error of errors) fields[error.property] = Object.values(error.constraints ?? {})[0] ?? 'Invalid value';
    throw new ValidationError(fields);
  }
}

/**
 * Checks a query string against a query DTO: only the DTO's fields are read, an empty value counts as absent, a
 * repeated one as its first, and numbers are converted as the DTO's `@Type(() => Number)` says (class-transformer).
 */
export async function parseQuery<T extends object>(Dto: new () => T, query: Record<string, string | string[] | undefined>): Promise<T> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(new Dto())) {
    const raw = query[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const dto = plainToInstance(Dto, picked);
  await check(dto);
  return dto;
}
