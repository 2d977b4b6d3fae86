/**
 * What the Create / Edit forms send (docs/contexts/projects.md): only the form fields,
 * text trimmed, blanks as null, prices as numbers, lists without blank or repeated entries. A price that is
 * not a number is sent as typed, so the server answers with its own field message.
 */
import { isBlank, numberOf } from '../properties/propertyValidation';

export const PROJECT_TEXT_FIELDS = ['name', 'builder', 'locality', 'description', 'possession_date', 'rera_number'] as const;
export const PROJECT_PRICE_FIELDS = ['min_price', 'max_price'] as const;

export type ProjectPayload = Record<string, unknown>;

const textList = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string').map((v) => v.trim()).filter((v) => v !== ''))] : [];

export function toProjectPayload(values: Record<string, unknown>): ProjectPayload {
  const out: ProjectPayload = {};
  for (const field of PROJECT_TEXT_FIELDS) {
    const value = values[field];
    out[field] = isBlank(value) ? null : typeof value === 'string' ? value.trim() : value;
  }
  out.city = isBlank(values.city) ? null : typeof values.city === 'string' ? values.city.toLowerCase() : values.city;
  for (const field of PROJECT_PRICE_FIELDS) {
    const value = values[field];
    const n = numberOf(value);
    out[field] = n === null ? null : Number.isFinite(n) ? n : typeof value === 'string' ? value.trim() : value;
  }
  out.unit_types = textList(values.unit_types);
  out.image_urls = textList(values.image_urls);
  out.status = isBlank(values.status) ? null : values.status;
  return out;
}

/** Create-form starting values. */
export const NEW_PROJECT_DEFAULTS = { status: 'UPCOMING', unit_types: [], image_urls: [] } as const;
