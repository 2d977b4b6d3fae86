import { en, type Catalogue, type MessageKey } from './en';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

let catalogue: Catalogue = en;

/** Switch the active catalogue (the Hindi one will come later); missing keys fall back to English. */
export function setCatalogue(next: Partial<Catalogue>): void {
  catalogue = { ...en, ...next };
}

/** The text for `key`, with `{name}` placeholders filled from `params` (unknown placeholders stay as written). */
export function t(key: MessageKey, params?: MessageParams): string {
  const template = catalogue[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
