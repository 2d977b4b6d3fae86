import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Next } from 'koa';
import helmet from 'koa-helmet';
import type { AppConfig } from '../config.js';

/** Where the captcha providers' script, calls and frames come from (their CSP guides). */
const CAPTCHA_ORIGINS = {
  recaptcha: { script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'], frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'], connect: ['https://www.google.com/recaptcha/'] },
  turnstile: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'], connect: ['https://challenges.cloudflare.com'] },
  local: { script: [], frame: [], connect: [] },
} as const;

/** Placeholder in an HTML build that the server replaces with the response's CSP nonce (static-sites.ts). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * 16 bytes from the system's CSPRNG for each response's nonce, drawn from a pool filled 4 KB at a time (as uuid
 * does): one call into OpenSSL per 256 answers instead of one per answer. Each nonce is used once.
 */
const NONCE_BYTES = 16;
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;
function freshNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** The response's style nonce (set by `securityHeaders`), for HTML that must carry it. */
export function cspNonce(ctx: Context): string {
  return nonces.get(ctx.res) ?? '';
}

/**
 * helmet (through koa-helmet) on every answer: a strict Content-Security-Policy, `X-Frame-Options: DENY`,
 * nosniff, `Referrer-Policy: strict-origin-when-cross-origin`, HSTS only when the public base URL is https
 * (a plain-http deployment must not pin browsers to https), and `Cache-Control: no-store` on the API unless
 * a route chose otherwise.
 *
 * The CSP allows scripts only from this origin (the builds have no inline script; the captcha provider's
 * script when one is configured) and styles from this origin plus a nonce made per response: the console's
 * MUI/emotion injects <style> tags, and gets the nonce from the HTML it is served (web-admin/src/main.tsx).
 * Photos may come from this origin, data:/blob: (previews of files being uploaded), a media CDN (MEDIA_PUBLIC_BASE_URL)
 * and the map's tile server (MAP_TILE_URL); frames only from the captcha provider and the two virtual-tour players.
 */
/** Where an embedded virtual tour may come from: YouTube's privacy-enhanced player and Matterport's showcase. */
const TOUR_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://my.matterport.com'];

/** The map tiles' origin (MAP_TILE_URL without its path and placeholders; a {s} subdomain becomes *). */
function tileOrigin(template: string): string {
  const origin = new URL(template.replace(/\{s\}/g, 'a').replace(/[{}]/g, '')).origin;
  return template.includes('{s}') ? origin.replace('//a.', '//*.') : origin;
}

export function securityHeaders(config: AppConfig, options: { imageOrigin?: string | null } = {}) {
  const https = config.publicBaseUrl.startsWith('https://');
  const captcha = CAPTCHA_ORIGINS[config.captcha.provider];
  const styleNonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonces.get(res) ?? ''}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captcha.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", styleNonce],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigin ? [options.imageOrigin] : []), tileOrigin(config.map.tileUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...captcha.connect],
        // Virtual tours, embedded only when a person taps to load one (web-public/src/property/tour-embed.ts).
        frameSrc: [...captcha.frame, ...TOUR_FRAME_ORIGINS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  return (ctx: Context, next: Next) => {
    nonces.set(ctx.res, freshNonce());
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', ctx.response.get('Cache-Control') || 'no-store');
    return headers(ctx, next);
  };
}
