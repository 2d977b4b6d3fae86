/**
 * The API's own field rules (docs/api.md "Form fields and rules"): lengths, whole numbers in a range, calendar dates.
 * Apart from rules.ts so that the login and callback modals, which only need the spec's rules, do not carry them.
 * Each returns the API's message, or null when the value passes; combine with `all(required, ...)`.
 */
import { t } from '../i18n/t';
import { numeric, type Validator } from './rules';

/** At most `max` characters once trimmed (the API's 'Must be at most {max} characters.'). */
export const maxLength =
  (max: number): Validator =>
  (value) =>
    value.trim().length > max ? t('validation.maxLength', { max }) : null;

/**
 * A whole number in [min, max], checked as the API checks it: the spec's number rule first, then
 * 'Enter a whole number', 'Must be at least {min}', 'Must be at most {max}'. Empty passes: combine with `required`.
 */
export const wholeNumber =
  (min: number, max: number): Validator =>
  (value) => {
    const text = value.trim();
    const invalid = numeric(text);
    if (invalid || !text) return invalid;
    const n = Number(text);
    if (!Number.isFinite(n)) return t('validation.number');
    if (!Number.isInteger(n)) return t('validation.wholeNumber');
    if (n < min) return t('validation.min', { min });
    if (n > max) return t('validation.max', { max });
    return null;
  };

/** A real calendar date written YYYY-MM-DD, years 1900 to 2100 (the API's rule). Empty passes: combine with `required`. */
export const calendarDate: Validator = (value) => {
  const text = value.trim();
  if (!text) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return t('validation.date');
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1900 || y > 2100) return t('validation.date');
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? null : t('validation.date');
};

/** The first message of `checks`, in order (e.g. `all(required, maxLength(80))`). */
export function all(...checks: Validator[]): Validator {
  return (value) => {
    for (const check of checks) {
      const message = check(value);
      if (message) return message;
    }
    return null;
  };
}
