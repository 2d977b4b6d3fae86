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
