import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate, ValidationTypes, type ValidationOptions } from 'class-validator';
import { en, say, type CodedText, type MessageCode, type MessageParams } from '../../domain/shared/catalogue/index.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { ruleCodeOf } from './dto/satisfies-rule.decorator.js';

/**
 * A class-validator constraint's options naming its catalogue code: the English text as the constraint's message and
 * the code in its context, which `parseBody` answers as the field's code (`@IsString(coded('REQUIRED'))`).
 */
export function coded(code: MessageCode, params: MessageParams = {}, options: ValidationOptions = {}): ValidationOptions {
  return { ...options, message: say(en, code, params), context: { code, params } satisfies CodedText };
}

/**
 * Checks a JSON body against a request DTO (shape and types; formats and the spec's rules live in the
 * domain's value objects). Unknown fields are dropped. Throws a 400 with a message per field.
 */
export async function parseBody<T extends object>(Dto: new () => T, body: unknown): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError({}, 'BODY_NOT_OBJECT');
  }
  const dto = new Dto();
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(dto)) if (key in input) (dto as Record<string, unknown>)[key] = input[key];
  await check(dto);
  return dto;
}

/** Whether a DTO class has any constraint beyond `@Allow()` (which only lists a field); computed once per class. */
const constrained = new WeakMap<Function, boolean>();
function hasConstraints(Dto: Function): boolean {
  let known = constrained.get(Dto);
  if (known === undefined) {
    known = getMetadataStorage()
      .getTargetValidationMetadatas(Dto, '', true, false)
      .some((rule) => rule.type !== ValidationTypes.WHITELIST);
    constrained.set(Dto, known);
  }
  return known;
}

/**
 * Runs the DTO's constraints: a 400 with the first broken constraint's message per field. A DTO whose fields are
 * all `@Allow()` (the public search's, checked field by field by its own parser) has nothing to run.
 */
async function check(dto: object): Promise<void> {
  if (!hasConstraints(dto.constructor)) return;
  const errors = await validate(dto, { stopAtFirstError: true, forbidUnknownValues: false });
  if (errors.length) {
    const fields: Record<string, CodedText | string> = {};
    for (const error of errors) {
      const [constraint, english] = Object.entries(error.constraints ?? {})[0] ?? [];
      const context = constraint ? (error.contexts?.[constraint] as CodedText | undefined) : undefined;
      fields[error.property] = context?.code ? { code: context.code, params: context.params ?? {} } : (ruleCodeOf(dto, error.property) ?? english ?? 'INVALID_VALUE');
    }
    throw new ValidationError(fields);
  }
}

/**
 * Checks a query string against a query DTO: only the DTO's fields are read, an empty value counts as absent, a
 * repeated one as its first, and values converted as the DTO's `@Transform` says (class-transformer).
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
