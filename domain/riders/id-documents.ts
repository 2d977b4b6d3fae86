/**
 * The ID documents a rider may apply with and the format of each number (upper-cased, spaces and dashes dropped
 * first). Plain data with no imports: the server's RiderApplication and the public site's form check the same.
 */
import type { MessageCode } from '../shared/catalogue/en.js';

export const IdDocumentTypes = ['AADHAAR', 'PAN', 'DRIVING_LICENCE', 'VOTER_ID', 'PASSPORT'] as const;
export type IdDocumentType = (typeof IdDocumentTypes)[number];

/** Each document's number format and the catalogue code of its message (domain/shared/catalogue/). */
export const ID_DOCUMENT_PATTERNS: Record<IdDocumentType, { pattern: RegExp; code: MessageCode }> = {
  AADHAAR: { pattern: /^[2-9]\d{11}$/, code: 'ID_AADHAAR' },
  PAN: { pattern: /^[A-Z]{5}\d{4}[A-Z]$/, code: 'ID_PAN' },
  DRIVING_LICENCE: { pattern: /^[A-Z]{2}\d{2}[A-Z0-9]{9,14}$/, code: 'ID_DRIVING_LICENCE' },
  VOTER_ID: { pattern: /^[A-Z]{3}\d{7}$/, code: 'ID_VOTER_ID' },
  PASSPORT: { pattern: /^[A-Z]\d{7}$/, code: 'ID_PASSPORT' },
};

export function normaliseIdNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * What is wrong with a normalised number for its document, as a catalogue code, or null. An Aadhaar number must also
 * pass its Verhoeff check digit (the last digit), which catches a mistyped digit or two swapped neighbours.
 */
export function idNumberProblem(type: IdDocumentType, normalised: string): MessageCode | null {
  const rule = ID_DOCUMENT_PATTERNS[type];
  if (!rule.pattern.test(normalised)) return rule.code;
  if (type === 'AADHAAR' && !passesVerhoeff(normalised)) return 'ID_AADHAAR_CHECKSUM';
  return null;
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** The Verhoeff check (dihedral group D5) over a string of digits, check digit last. */
export function passesVerhoeff(digits: string): boolean {
  let check = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) check = VERHOEFF_D[check]![VERHOEFF_P[i % 8]![Number(reversed[i])]!]!;
  return check === 0;
}
