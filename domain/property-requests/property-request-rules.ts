/**
 * A property request's statuses, moves and field rules: plain data read by the server (parsePropertyRequest,
 * PropertyRequest) and both front ends (through adapters/http/contract/rules.ts).
 */
import type { NumberRule } from '../shared/number-and-link.js';
import { coded, english, type CodedText } from '../shared/catalogue/index.js';
import { Messages } from '../shared/messages.js';

export const PropertyRequestStatuses = ['NEW', 'CONTACTED', 'MATCHED', 'CLOSED'] as const;
export type PropertyRequestStatus = (typeof PropertyRequestStatuses)[number];

/** A status to move a request to: required, and one of the four. Its text, or null. */
export function checkPropertyRequestStatus(input: unknown): CodedText | string | null {
  if (input === undefined || input === null || input === '') return Messages.required;
  return (PropertyRequestStatuses as readonly unknown[]).includes(input) ? null : coded('MUST_BE_ONE_OF', { field: 'Status', options: PropertyRequestStatuses.join(', ') });
}

/** NEW → CONTACTED → MATCHED (we found a home) or CLOSED; CLOSED can be reopened. */
export const PROPERTY_REQUEST_TRANSITIONS: Record<PropertyRequestStatus, readonly PropertyRequestStatus[]> = {
  NEW: ['CONTACTED', 'CLOSED'],
  CONTACTED: ['MATCHED', 'CLOSED'],
  MATCHED: ['CLOSED'],
  CLOSED: ['NEW'],
};

export const PropertyRequestRules = {
  localityMaxLength: 80,
  notesMaxLength: 1000,
  bhk: { min: 0, max: 10, integer: true },
  budget: { required: true, min: 500, max: 10_000_000, integer: true },
} as const satisfies Record<string, number | NumberRule>;

export const MOVE_IN_PAST_MESSAGE = english('MOVE_IN_PAST');
