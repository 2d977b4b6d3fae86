import { describe, expect, it } from 'vitest';
import { localToken } from './captcha';

describe('local captcha token', () => {
  it('is local- followed by 32 random hex digits', () => {
    const [a, b] = [localToken(), localToken()];
    expect(a).toMatch(/^local-[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});
