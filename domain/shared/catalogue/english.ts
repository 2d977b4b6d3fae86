import { en, type MessageCode } from './en.js';
import { say, type CodedText, type MessageParams } from './render.js';

/** Every English text `english` made, with the code and params it came from (bounded: params are rule numbers and closed lists). */
const made = new Map<string, CodedText>();
const MAX_REMEMBERED = 5_000;

/**
 * The English text of `code`, filled from `params`: what the `...Messages` records hold so tests and callers read
 * the same words the server answers. A DomainError built from such a string finds its code again (`codeOfEnglish`).
 */
export function english(code: MessageCode, params: MessageParams = {}): string {
  const text = say(en, code, params);
  if (made.size < MAX_REMEMBERED && !made.has(text)) made.set(text, { code, params });
  return text;
}

let fixed: Map<string, CodedText> | null = null;

/**
 * The code and params a text made by `english` came from, else the code whose English is exactly `text` (a text
 * without placeholders: a stored visit note, a string a throw site still writes out).
 */
export function codeOfEnglish(text: string): CodedText | undefined {
  const known = made.get(text);
  if (known) return known;
  if (!fixed) {
    fixed = new Map();
    for (const [code, template] of Object.entries(en.messages)) {
      if (!template.includes('{') && !fixed.has(template)) fixed.set(template, { code: code as MessageCode, params: {} });
    }
  }
  return fixed.get(text);
}
