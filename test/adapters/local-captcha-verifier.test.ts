import { describe, expect, it } from 'vitest';
import type { CaptchaVerifier } from '../../application/auth/ports/captcha-verifier.port.js';
import { LocalCaptchaVerifier } from '../../adapters/captcha/local-captcha-verifier.js';

describe('LocalCaptchaVerifier', () => {
  const verifier: CaptchaVerifier = new LocalCaptchaVerifier();

  it.each([
    ['an empty token', ''],
    ['a blank token', '   '],
    ['the token "fail"', 'fail'],
  ])('refuses %s', async (_label, token) => {
    expect(await verifier.verify(token, '127.0.0.1')).toBe(false);
  });

  it('accepts any other token', async () => {
    expect(await verifier.verify('dev-token-123', '127.0.0.1')).toBe(true);
  });
});
