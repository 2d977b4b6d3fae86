import { numberOf } from '../../../domain/shared/number-and-link.js';

/** A code typed as text or sent as a number; any other value counts as no code (the use case answers it in turn). */
export function codeText(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** A number field its DTO checked (the number rule: digits as text, or a number) as a number; left out or null as it came. */
export function givenNumber(value: number | string | null | undefined): number | null | undefined {
  return value === undefined || value === null ? value : (numberOf(value) ?? undefined);
}

/** A text field read by its use case in turn: any other value counts as none (the use case answers a missing one). */
export function textOrNone(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
