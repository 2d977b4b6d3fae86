/**
 * The ID documents a rider may apply with and the format of each number (upper-cased, spaces and dashes dropped
 * first). Plain data with no imports: the server's RiderApplication and the public site's form check the same.
 */
export const IdDocumentTypes = ['AADHAAR', 'PAN', 'DRIVING_LICENCE', 'VOTER_ID', 'PASSPORT'] as const;
export type IdDocumentType = (typeof IdDocumentTypes)[number];

export const ID_DOCUMENT_PATTERNS: Record<IdDocumentType, { pattern: RegExp; message: string }> = {
  AADHAAR: { pattern: /^[2-9]\d{11}$/, message: 'An Aadhaar number has 12 digits and does not start with 0 or 1.' },
  PAN: { pattern: /^[A-Z]{5}\d{4}[A-Z]$/, message: 'A PAN looks like ABCDE1234F.' },
  DRIVING_LICENCE: { pattern: /^[A-Z]{2}\d{2}[A-Z0-9]{9,14}$/, message: 'A driving licence number looks like BR0120190001234.' },
  VOTER_ID: { pattern: /^[A-Z]{3}\d{7}$/, message: 'A voter ID (EPIC) looks like ABC1234567.' },
  PASSPORT: { pattern: /^[A-Z]\d{7}$/, message: 'A passport number looks like A1234567.' },
};

export function normaliseIdNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}
