/**
 * The listing form's field rules, written once for the server (parsePropertyDetails) and both front ends' forms
 * (through adapters/http/contract/rules.ts). Plain data and pure checks, no imports beyond the shared rules.
 */
import type { NumberRule } from '../shared/number-and-link.js';
import { Messages } from '../shared/messages.js';
import type { TextRule } from '../shared/text.js';
import { english } from '../shared/catalogue/index.js';

/** Free texts of a listing (spaces and tabs folded before counting). */
export const PropertyTextRules = {
  title: { required: true, max: 120, foldSpaces: true },
  description: { max: 4000, foldSpaces: true },
  locality: { required: true, max: 80, foldSpaces: true },
  address: { required: true, max: 300, foldSpaces: true },
} as const satisfies Record<string, TextRule>;

/** Numbers of a listing, by API field name. Latitude and longitude: a rough box around India, decimal degrees. */
export const PropertyNumberRules = {
  bhk: { required: true, min: 0, max: 10, integer: true },
  bathrooms: { required: true, min: 0, max: 10, integer: true },
  rent: { required: true, min: 500, max: 10_000_000, integer: true },
  deposit: { min: 0, max: 100_000_000, integer: true },
  maintenance: { min: 0, max: 1_000_000, integer: true },
  built_up_area: { min: 50, max: 100_000, integer: true },
  floor: { min: 0, max: 200, integer: true },
  total_floors: { min: 1, max: 200, integer: true },
  latitude: { min: 6, max: 38 },
  longitude: { min: 68, max: 98 },
} as const satisfies Record<string, NumberRule>;

/** An Indian PIN code: 6 digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** A PIN code's length (PINCODE_PATTERN's digits), for an input's maxLength. */
export const PINCODE_LENGTH = 6;
export { PROPERTY_SEARCH_MAX_LENGTH } from './property-options.js';

/** A listing's rejection reason, which the owner reads to fix it: 5 to 500 characters once trimmed. */
export const REJECTION_REASON_RULE = { min: 5, max: 500 } as const;

export const PropertyMessages = {
  pincode: english('PINCODE'),
  rejectionReason: english('PROPERTY_REJECT_REASON', REJECTION_REASON_RULE),
  floorAboveTotal: english('FLOOR_ABOVE_TOTAL'),
  coordinatesPair: english('LAT_LONG_PAIR'),
} as const;

/** Required, then the PIN code pattern. Its message, or null when it passes. */
export function checkPincode(input: unknown): string | null {
  const value = typeof input === 'number' ? String(input) : input;
  if (value === undefined || value === null || value === '') return Messages.required;
  return typeof value === 'string' && PINCODE_PATTERN.test(value.trim()) ? null : PropertyMessages.pincode;
}

/** 'The floor cannot be above the total floors.' when both are numbers and the floor is higher, else null. */
export function checkFloorWithinTotal(floor: number | null, totalFloors: number | null): string | null {
  return floor != null && totalFloors != null && Number.isFinite(floor) && Number.isFinite(totalFloors) && floor > totalFloors
    ? PropertyMessages.floorAboveTotal
    : null;
}

/** A listing's rejection reason (trimmed): its message when out of REJECTION_REASON_RULE, or null. */
export function checkRejectionReason(input: unknown): string | null {
  const text = typeof input === 'string' ? input.trim() : '';
  return text.length < REJECTION_REASON_RULE.min || text.length > REJECTION_REASON_RULE.max ? PropertyMessages.rejectionReason : null;
}
