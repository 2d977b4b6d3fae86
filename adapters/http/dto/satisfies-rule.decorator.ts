import { ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { en, say, type CodedText } from '../../../domain/shared/catalogue/index.js';

/**
 * A shared rule from the domain (adapters/http/contract/rules.ts): the text of the broken part (its code and params,
 * or the English a `...Messages` record holds), or null. `body` is the whole request body, for a rule that reads one
 * field against another (property_id against type).
 */
export type RuleCheck = (value: unknown, body: Record<string, unknown>) => CodedText | string | null;

/** The codes the rules gave, per checked DTO and field (read by `parseBody` to answer each field's code). */
const ruleCodes = new WeakMap<object, Record<string, CodedText>>();

/** The code a rule gave `field` of `dto` when it refused it, if the rule named one. */
export function ruleCodeOf(dto: object, field: string): CodedText | undefined {
  return ruleCodes.get(dto)?.[field];
}

/**
 * Applies one of the domain's rule checks at the HTTP edge with the rule's own message, so a DTO and the forms
 * say the same words from one source. `wrongType` is the truthful message for a value that is there but is not
 * text (or, with `allowNumber`, a number); without it the check itself judges every value.
 */
export function SatisfiesRule(
  check: RuleCheck,
  options: { wrongType?: string; allowNumber?: boolean } & ValidationOptions = {},
): PropertyDecorator {
  const { wrongType, allowNumber, ...validationOptions } = options;
  const problem = (value: unknown, body: object | undefined): CodedText | string | null => {
    const present = value !== undefined && value !== null;
    if (wrongType !== undefined && present && typeof value !== 'string' && !(allowNumber && typeof value === 'number')) return wrongType;
    return check(value, (body ?? {}) as Record<string, unknown>);
  };
  const englishOf = (text: CodedText | string | null) => (text === null ? 'Invalid value' : typeof text === 'string' ? text : say(en, text.code, text.params));
  return ValidateBy(
    {
      name: 'satisfiesRule',
      validator: {
        validate: (value: unknown, args) => {
          const text = problem(value, args?.object);
          if (text !== null && typeof text !== 'string' && args?.object) ruleCodes.set(args.object, { ...ruleCodes.get(args.object), [args.property]: text });
          return text === null;
        },
        defaultMessage: (args) => englishOf(problem(args?.value, args?.object)),
      },
    },
    validationOptions,
  );
}

/** The type a field's shape constraint asks for: text, true/false, or one of a closed list. */
export type FieldShape = 'string' | 'boolean' | readonly string[];

/**
 * A rule read only when every field of `shape` that is there has its shape: a body with a wrong-typed field is
 * answered with the shape's field errors alone, and otherwise every broken rule is reported in one 400 (a rule
 * read a use case's fields in one pass, after the shape checks).
 */
export function whenShaped(shape: Record<string, FieldShape>): (check: RuleCheck) => RuleCheck {
  const shaped = (body: Record<string, unknown>) =>
    Object.entries(shape).every(([field, want]) => {
      const value = body[field];
      if (value === undefined || value === null) return true;
      return typeof want === 'string' ? typeof value === want : want.includes(value as string);
    });
  return (check) => (value, body) => (shaped(body) ? check(value, body) : null);
}

/** A field's rules read when it is sent (null included: only absent means "not given"); the OpenAPI document keeps it optional. */
export const whenSent = (): PropertyDecorator => ValidateIf((_dto: object, value: unknown) => value !== undefined);

/**
 * A rule read only for a value that is there (neither undefined nor null): what "not given" means (a default, or
 * "required") stays the use case's to say, in turn with its other checks.
 */
export const whenPresent =
  (check: RuleCheck): RuleCheck =>
  (value, body) =>
    value === undefined || value === null ? null : check(value, body);

/**
 * Only a value of the wrong type is answered here, with `check`'s own message (text, or with `allowNumber` a number,
 * passes on): for a form whose rules read one another and today's date, which its use case reads all at once.
 */
export const wrongTypeOnly =
  (check: RuleCheck, allowNumber = false): RuleCheck =>
  (value, body) =>
    value === undefined || value === null || typeof value === 'string' || (allowNumber && typeof value === 'number') ? null : check(value, body);
