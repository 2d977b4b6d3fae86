import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS } from '../../application/shared/sms-texts/sms-catalogue.js';

/**
 * docs/configuration.md is what an operator reads before a first start: every variable the server reads is there,
 * and so is every SMS kind whose DLT template id the server requires with SMS_PROVIDER=http (it refuses to start
 * without one, so a kind missing from the doc is a production start that fails).
 */
describe('the configuration doc', () => {
  const doc = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
  const config = readFileSync(new URL('../../adapters/config.ts', import.meta.url), 'utf8');

  it('names every environment variable adapters/config.ts reads', () => {
    const read = new Set([...config.matchAll(/env(?:\.|, ')([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!));
    expect(read.size).toBeGreaterThan(50);
    expect([...read].filter((name) => !doc.includes(name))).toEqual([]);
  });

  it('names every SMS kind that needs a DLT template id', () => {
    const row = doc.split('\n').find((line) => line.includes('`SMS_DLT_NOTICE_TEMPLATE_IDS`'))!;
    expect(NOTICE_KINDS.filter((kind) => !row.includes(`\`${kind}\``))).toEqual([]);
  });
});
