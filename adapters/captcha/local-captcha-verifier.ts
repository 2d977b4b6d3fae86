import type { CaptchaVerifier } from '../../application/auth/ports/captcha-verifier.port.js';

/**
 * Development captcha: no provider to ask, but the token is still checked. A missing or empty token
 * and the token "fail" are refused, so the client's captcha step and error path stay exercised.
 */
export class LocalCaptchaVerifier implements CaptchaVerifier {
  async verify(token: string): Promise<boolean> {
    return typeof token === 'string' && token.trim() !== '' && token !== 'fail' && token.length <= 4096;
  }
}
