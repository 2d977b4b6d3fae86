import { coded, ValidationError } from './domain-error.js';

/** A choice from a query string or a JSON body: absent or empty is null, a member of `allowed` itself, anything else a field error. */
export function optionalChoice<T extends string>(value: unknown, allowed: readonly T[], field: string): T | null {
  if (value === undefined || value === null || value === '') return null;
  if (!(allowed as readonly unknown[]).includes(value)) throw ValidationError.field(field, coded('MUST_BE_ONE_OF', { field, options: allowed.join(', ') }));
  return value as T;
}

/** A yes/no from a query string or a JSON body: true/false (also 1/0), absent or empty null, anything else a field error. */
export function optionalYesNo(value: unknown, field: string): boolean | null {
  if (value === undefined || value === null || value === '') return null;
  if (value === true || value === 'true' || value === '1') return true;
  if (value === false || value === 'false' || value === '0') return false;
  throw ValidationError.field(field, coded('MUST_BE_TRUE_OR_FALSE', { field }));
}
