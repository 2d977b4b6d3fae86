import type { Validator as RaValidator } from 'react-admin';

type FieldCheck = (value: unknown, allValues?: Record<string, unknown>) => string | undefined;

/**
 * A form's rules, one per field, as react-admin validators: `validatorFor(field)`. The required fields' validators are
 * flagged so react-admin puts the asterisk on their labels.
 */
export function fieldValidators<F extends string>(rules: Record<F, FieldCheck>, required: ReadonlySet<F>): (field: F) => RaValidator {
  return (field) => {
    const check = rules[field];
    const validator = (value: unknown, allValues: Record<string, unknown>) => check(value, allValues);
    return required.has(field) ? Object.assign(validator, { isRequired: true }) : validator;
  };
}
