import { isIP } from 'node:net';
import type { CaptchaVerifier } from '../../application/auth/ports/captcha-verifier.port.js';

export type CaptchaProvider = 'recaptcha' | 'turnstile';

export const SITEVERIFY_URLS: Record<CaptchaProvider, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

export interface SiteverifyConfig {
  provider: CaptchaProvider;
  secret: string;
  /** Override for tests or a proxy; defaults to the provider's siteverify URL. */
  url?: string;
  /** reCAPTCHA v3 score threshold (0..1). */
  minScore?: number;
  timeoutMs?: number;
}

/** reCAPTCHA or Turnstile "siteverify": form POST of secret, response and remoteip; reads `success`. */
export class SiteverifyCaptchaVerifier implements CaptchaVerifier {
  constructor(private readonly config: SiteverifyConfig) {}

  async verify(token: string, clientIp: string | null): Promise<boolean> {
    if (typeof token !== 'string' || token.trim() === '' || token.length > 4096) return false;
    const form = new URLSearchParams({ secret: this.config.secret, response: token });
    if (clientIp && isIP(clientIp)) form.set('remoteip', clientIp); // not the 'unknown' bucket of a vanished socket
    try {
      const response = await fetch(this.config.url ?? SITEVERIFY_URLS[this.config.provider], {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 8_000),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { success?: boolean; score?: number };
      if (body.success !== true) return false;
      if (this.config.provider === 'recaptcha' && typeof body.score === 'number') return body.score >= (this.config.minScore ?? 0.5);
      return true;
    } catch {
      return false;
    }
  }
}
