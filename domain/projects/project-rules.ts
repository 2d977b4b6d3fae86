/**
 * A project's statuses and field rules, written once for the server (parseProjectDetails) and the console's
 * project form (through adapters/http/contract/rules.ts). Plain data and pure checks.
 */
import type { NumberRule } from '../shared/number-and-link.js';
import type { TextRule } from '../shared/text.js';
import { english } from '../shared/catalogue/index.js';

export const ProjectStatuses = ['UPCOMING', 'UNDER_CONSTRUCTION', 'READY_TO_MOVE', 'ARCHIVED'] as const;
export type ProjectStatus = (typeof ProjectStatuses)[number];

export const ProjectTextRules = {
  name: { required: true, max: 120 },
  builder: { required: true, max: 120 },
  locality: { required: true, max: 80 },
  description: { max: 4000 },
  rera_number: { max: 60 },
} as const satisfies Record<string, TextRule>;

/** The lowest and highest price of a project's homes, whole rupees. */
export const PROJECT_PRICE_RULE = { required: true, min: 0, max: 100_000_000_000, integer: true } as const satisfies NumberRule;

/** Up to 12 unit type labels ("2 BHK"), each at most 40 characters. */
export const MAX_UNIT_TYPES = 12;
export const MAX_UNIT_TYPE_LENGTH = 40;
/** As many pictures as a listing's gallery. */
export const MAX_PROJECT_IMAGES = 20;

/** RERA registration numbers differ by state (e.g. BRERAP00123-1/456/R-789/2023): letters, digits, / and -. */
export const RERA_PATTERN = /^[A-Z0-9][A-Z0-9/-]{4,59}$/;

export const ProjectMessages = {
  priceOrder: english('PROJECT_PRICE_ORDER'),
  unitTypes: english('PROJECT_UNIT_TYPES'),
  rera: english('PROJECT_RERA'),
  tooManyImages: english('PROJECT_IMAGES_MAX', { max: MAX_PROJECT_IMAGES }),
  status: english('CHOOSE_ONE_OF', { options: ProjectStatuses.join(', ') }),} as const;

/** A list of up to 12 non-blank labels of at most 40 characters (absent passes). Its message, or null. */
export function checkUnitTypes(input: unknown): string | null {
  if (input === undefined || input === null) return null;
  if (!Array.isArray(input) || input.length > MAX_UNIT_TYPES) return ProjectMessages.unitTypes;
  return input.some((u) => typeof u !== 'string' || u.trim() === '' || u.length > MAX_UNIT_TYPE_LENGTH) ? ProjectMessages.unitTypes : null;
}

/** A trimmed RERA number (any case: it is stored upper-case) against the pattern. Its message, or null. */
export function checkReraPattern(trimmed: string): string | null {
  return RERA_PATTERN.test(trimmed.toUpperCase()) ? null : ProjectMessages.rera;
}

/** 'The highest price cannot be below the lowest.' when both are numbers and out of order, else null. */
export function checkPriceOrder(minPrice: number | null, maxPrice: number | null): string | null {
  return minPrice != null && maxPrice != null && Number.isFinite(minPrice) && Number.isFinite(maxPrice) && minPrice > maxPrice
    ? ProjectMessages.priceOrder
    : null;
}
