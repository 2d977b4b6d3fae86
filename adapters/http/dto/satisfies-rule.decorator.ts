import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A shared rule from the domain (adapters/http/contract/rules.ts): the message of the broken part, or null.
 * `body` is the whole request body, for a rule that reads one field against another (property_id against type).
 */
export type RuleCheck = (value: unknown, body: Record<string, unknown>) => string | null;

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
  const problem = (value: unknown, body: object | undefined): string | null => {
    const present = value !== undefined && value !== null;
    if (wrongType !== undefined && present && typeof value !== 'string' && !(allowNumber && typeof value === 'number')) return wrongType;
    return check(value, (body ?? {}) as Record<string, unknown>);
  };
  return ValidateBy(
    {
      name: 'satisfiesRule',
      validator: {
        validate: (value: unknown, args) => problem(value, args?.object) === null,
        defaultMessage: (args) => problem(args?.value, args?.object) ?? 'Invalid value',
      },
    },
    validationOptions,
  );
}
