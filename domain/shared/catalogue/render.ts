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

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The placeholder names a template uses, in order of first use. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** Fills a template strictly: a placeholder without a value is a programming error (a test catches it). */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Text: no value for {${name}}`);
    return String(value);
  });
}
