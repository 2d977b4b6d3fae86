import type { Catalogue, MessageCode } from './en.js';

/** The params of a coded text: the values its `{name}` placeholders take. */
export type MessageParams = Record<string, string | number>;

/** A text by its stable code and params, in no language yet. */
export interface CodedText {
  readonly code: MessageCode;
  readonly params: MessageParams;
}

/** A coded text with no params, or with these. */
export const coded = (code: MessageCode, params: MessageParams = {}): CodedText => ({ code, params });

/**
 * `template` with each `{name}` filled from `params` and each `{name:list}` with the catalogue's word for the value
 * (`values[list][value]`, else the value itself). A placeholder without a param stays as written.
 */
export function render(template: string, params: MessageParams, values?: Catalogue['values']): string {
  return template.replace(/\{(\w+)(?::(\w+))?\}/g, (whole, name: string, list?: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    if (!list || !values) return value;
    const words = (values as Record<string, Record<string, string>>)[list];
    return words?.[value] ?? value;
  });
}

/** The text of `code` in `catalogue`, filled from `params`. */
export function say(catalogue: Catalogue, code: MessageCode, params: MessageParams = {}): string {
  return render(catalogue.messages[code], params, catalogue.values);
}
