/**
 * A listing's `images` come only with GET one; the PUT answer (a state move or a saved form) leaves
 * them out. Keeping the previous ones stops the record page from losing its photos until the next read.
 */
import type { DataProvider } from 'react-admin';

export const DETAIL_ONLY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'post-property': ['images'],
};

export function keepDetailFields<T extends Record<string, unknown>>(
  resource: string,
  updated: T,
  previous: Record<string, unknown> | undefined,
): T {
  const fields = Object.prototype.hasOwnProperty.call(DETAIL_ONLY_FIELDS, resource) ? DETAIL_ONLY_FIELDS[resource] : [];
  if (!previous || !fields.length) return updated;
  const kept: Record<string, unknown> = {};
  for (const field of fields) {
    if (updated[field] === undefined && previous[field] !== undefined) kept[field] = previous[field];
  }
  return Object.keys(kept).length ? { ...updated, ...kept } : updated;
}

export function withDetailFieldsKept(base: DataProvider): DataProvider {
  return {
    ...base,
    update: async (resource, params) => {
      const result = await base.update(resource, params);
      return { ...result, data: keepDetailFields(resource, result.data, params.previousData) };
    },
  };
}
