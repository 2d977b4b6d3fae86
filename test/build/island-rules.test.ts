import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as islandRules from '../../adapters/http/contract/island-rules.js';
import * as rules from '../../adapters/http/contract/rules.js';
import { initialScripts } from '../support/initial-scripts.js';

/**
 * The islands run a few shared rules before the app (adapters/http/contract/island-rules.ts): the city list, the
 * listing's address and filters, the phone and date shapes. The forms' rules and messages are the app's and come
 * with it on demand; once the islands took them through rules.ts (web-public/vite.config.ts, `home-shared`), every
 * new rule of the app made the home and the listing pages heavier before interaction.
 */
const SITE = join('dist', 'web-public');

/** Every text of the domain's messages that rules.ts shares (Messages, PropertyMessages, ...), as the bundle writes it. */
function sharedMessages(): string[] {
  const texts = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
  return Object.entries(rules)
    .filter(([name]) => name.endsWith('Messages'))
    .flatMap(([, value]) => texts(value))
    // Long enough to be only a message, and written in the bundle as it is (no quote, backslash or placeholder to escape).
    .filter((text) => text.length >= 16 && /^[\x20-\x7e]+$/.test(text) && !/["'`\\]|\$\{/.test(text));
}

describe('the islands carry only the rules they run', () => {
  it('island-rules.ts is a part of rules.ts: the same values under the same names', () => {
    const shared = rules as Record<string, unknown>;
    const names = Object.keys(islandRules);
    expect(names.length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(islandRules)) expect([name, value === shared[name]]).toEqual([name, true]);
  });

  it.skipIf(!existsSync(join(SITE, 'page.html')))('the home and the listing pages download none of the forms\' messages before interaction', () => {
    const messages = sharedMessages();
    expect(messages.length).toBeGreaterThan(20);
    for (const page of ['index.html', 'index.hi.html', 'page.html']) {
      const code = initialScripts(SITE, readFileSync(join(SITE, page), 'utf8'))
        .map((path) => readFileSync(join(SITE, path), 'utf8'))
        .join('\n');
      expect([page, messages.filter((text) => code.includes(text))]).toEqual([page, []]);
    }
  });
});
