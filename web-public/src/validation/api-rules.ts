/**
 * The API's own field rules (docs/contexts/properties.md): lengths, whole numbers in a range, calendar dates.
 * Apart from rules.ts so that the login and callback modals, which only need the spec's rules, do not carry them.
 * Each returns the API's message, or null when the value passes; combine with `all(required, ...)`.
 */
import { checkIsoDate, checkNumber, checkText, type NumberRule, type TextRule } from '../../../adapters/http/contract/rules';
import { localise, t } from '../i18n/t';
import type { Validator } from './rules';

/**
 * A free text by the API's rule for the field (the shared TextRule, e.g. PropertyTextRules.title): required when
 * the rule says so, at most `max` characters once trimmed and, with `foldSpaces`, once runs of spaces are folded,
 * exactly as the server counts ('This field is required', 'Must be at most {max} characters.').
 */
export const textByRule =
  (rule: TextRule): Validator =>
  (value) =>
    localise(checkText(value, rule));

/** At most `max` characters once trimmed (the API's 'Must be at most {max} characters.'). Empty passes. */
export const maxLength = (max: number): Validator => textByRule({ max });

/**
 * A number by the API's rule for the field (the shared NumberRule): the spec's number rule first, then
 * 'Enter a whole number', 'Must be at least {min}', 'Must be at most {max}'. Empty passes: combine with `required`.
 */
export const numberByRule =
  (rule: NumberRule): Validator =>
  (value) =>
    localise(checkNumber(value.trim(), { ...rule, required: false }));

/** A whole number in [min, max]. Empty passes: combine with `required`. */
export const wholeNumber = (min: number, max: number): Validator => numberByRule({ min, max, integer: true });

/**
 * A real calendar date, years 1900 to 2100 (the API's rule), as the date fields hand it over (YYYY-MM-DD; what was
 * typed when it does not read as a date: ui/DateField.tsx). Refused with what to type in the field, day first
 * ('Enter the date as dd/mm/yyyy …'), not the API's words about its wire format. Empty passes: combine with `required`.
 */
export const calendarDate: Validator = (value) => (checkIsoDate(value.trim()) ? t('date.invalid') : null);

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
