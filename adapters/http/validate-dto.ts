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
  const errors = await validate(dto, { stopAtFirstError: true, forbidUnknownValues: false });
  if (errors.length) {
    const fields: Record<string, string> = {};
    for (const error of errors) fields[error.property] = Object.values(error.constraints ?? {})[0] ?? 'Invalid value';
    throw new ValidationError(fields);
  }
  return dto;
}
