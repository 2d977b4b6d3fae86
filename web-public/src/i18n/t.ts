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

/**
 * A message of the shared rules (adapters/http/contract/rules.ts, the server's English words) in the active
 * catalogue: the key whose English text it is, when there is one; otherwise the English as it came.
 */
export function localise(english: string): string;
export function localise(english: string | null): string | null;
export function localise(english: string | null): string | null {
  if (english === null) return null;
  const key = (Object.keys(en) as MessageKey[]).find((candidate) => en[candidate] === english);
  return key ? t(key) : english;
}
