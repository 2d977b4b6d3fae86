/**
 * Captcha tokens for the OTP challenge and sign-up (spec section 9), from the provider GET /config names:
 * - local: `local-` + 32 random hex digits (the local adapter accepts any non-empty token except `fail`);
 * - recaptcha: reCAPTCHA v3, script loaded on first use, `grecaptcha.execute(site_key, { action })`;
 * - turnstile: Cloudflare Turnstile, script loaded on first use, a widget rendered into a hidden holder
 *   (shown only if Cloudflare insists on an interaction) and removed once it has answered.
 */
import { ApiError } from '../api/client';
import { loadConfig } from '../api/config';
import { t } from '../i18n/t';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

interface Turnstile {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    turnstile?: Turnstile;
  }
}

const RECAPTCHA_SRC = 'https://www.google.com/recaptcha/api.js?render=';
const TURNSTILE_SRC = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
const TIMEOUT_MS = 30_000;

export type CaptchaAction = 'otp_challenge' | 'signup';

export async function getCaptchaToken(action: CaptchaAction): Promise<string> {
  const { captcha } = await loadConfig();
  try {
    if (captcha.provider === 'recaptcha') return await recaptchaToken(captcha.site_key ?? '', action);
    if (captcha.provider === 'turnstile') return await turnstileToken(captcha.site_key ?? '', action);
    return localToken();
  } catch {
    throw new ApiError(0, t('captcha.failed'));
  }
}

export function localToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `local-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.defer = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('captcha timed out')), TIMEOUT_MS);
    promise.then(
      (value) => (window.clearTimeout(timer), resolve(value)),
      (error: unknown) => (window.clearTimeout(timer), reject(error)),
    );
  });
}

async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  await loadScript(RECAPTCHA_SRC + encodeURIComponent(siteKey));
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA did not start');
  return withTimeout(new Promise<string>((resolve, reject) => grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject))));
}

async function turnstileToken(siteKey: string, action: string): Promise<string> {
  await loadScript(TURNSTILE_SRC);
  const turnstile = window.turnstile;
  if (!turnstile) throw new Error('Turnstile did not start');
  const holder = document.createElement('div');
  holder.className = 'captcha-holder';
  document.body.appendChild(holder);
  let widgetId: string | undefined;
  try {
    return await withTimeout(
      new Promise<string>((resolve, reject) => {
        widgetId = turnstile.render(holder, {
          sitekey: siteKey,
          action,
          appearance: 'interaction-only',
          callback: resolve,
          'error-callback': () => reject(new Error('Turnstile refused')),
          'expired-callback': () => reject(new Error('Turnstile expired')),
        });
      }),
    );
  } finally {
    if (widgetId) turnstile.remove(widgetId);
    holder.remove();
  }
}
