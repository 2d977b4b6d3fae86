import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteverifyCaptchaVerifier, type SiteverifyConfig } from '../../adapters/captcha/siteverify-captcha-verifier.js';
import { startHttpStandIn, type HttpStandIn } from './stand-in-servers.js';

describe('SiteverifyCaptchaVerifier against a local stand-in siteverify', () => {
  let siteverify: HttpStandIn;

  beforeEach(async () => {
    siteverify = await startHttpStandIn();
  });

  afterEach(async () => {
    await siteverify.close();
  });

  function verifier(overrides: Partial<SiteverifyConfig> = {}): SiteverifyCaptchaVerifier {
    return new SiteverifyCaptchaVerifier({ provider: 'turnstile', secret: 'test-secret', url: siteverify.url, timeoutMs: 2_000, ...overrides });
  }

  it('POSTs secret, response and remoteip as a form', async () => {
    siteverify.reply = { status: 200, body: { success: true } };

    await verifier().verify('token-abc', '203.0.113.7');

    expect(siteverify.requests).toHaveLength(1);
    const [request] = siteverify.requests;
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({ secret: 'test-secret', response: 'token-abc', remoteip: '203.0.113.7' });
  });

  it('leaves remoteip out when the client address is unknown', async () => {
    siteverify.reply = { status: 200, body: { success: true } };

    expect(await verifier().verify('token-abc', null)).toBe(true);

    expect(Object.fromEntries(new URLSearchParams(siteverify.requests[0]!.body))).toEqual({ secret: 'test-secret', response: 'token-abc' });
  });

  it('accepts the token when the provider says success: true', async () => {
    siteverify.reply = { status: 200, body: { success: true } };

    expect(await verifier().verify('token-abc', '203.0.113.7')).toBe(true);
  });

  it('refuses the token when the provider says success: false', async () => {
    siteverify.reply = { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };

    expect(await verifier().verify('token-abc', '203.0.113.7')).toBe(false);
    expect(siteverify.requests).toHaveLength(1);
  });

  it('refuses a reCAPTCHA token scored below minScore', async () => {
    siteverify.reply = { status: 200, body: { success: true, score: 0.3 } };

    expect(await verifier({ provider: 'recaptcha', minScore: 0.5 }).verify('token-abc', '203.0.113.7')).toBe(false);
    expect(siteverify.requests).toHaveLength(1);
  });

  it('accepts a reCAPTCHA token scored above minScore', async () => {
    siteverify.reply = { status: 200, body: { success: true, score: 0.9 } };

    expect(await verifier({ provider: 'recaptcha', minScore: 0.5 }).verify('token-abc', '203.0.113.7')).toBe(true);
  });

  it('refuses the token when the provider answers HTTP 500', async () => {
    siteverify.reply = { status: 500, body: { success: true } };

    expect(await verifier().verify('token-abc', '203.0.113.7')).toBe(false);
    expect(siteverify.requests).toHaveLength(1);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['over 4096 characters', 'x'.repeat(4097)],
  ])('refuses an %s token without asking the provider', async (_label, token) => {
    siteverify.reply = { status: 200, body: { success: true } };

    expect(await verifier().verify(token, '203.0.113.7')).toBe(false);
    expect(siteverify.requests).toHaveLength(0);
  });

  it('refuses the token after timeoutMs when the provider never answers', async () => {
    siteverify.reply = 'hang';
    const started = Date.now();

    expect(await verifier({ timeoutMs: 200 }).verify('token-abc', '203.0.113.7')).toBe(false);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(150);
    // Well under the 8-10 s defaults: the configured timeout is the one that fired (slack for a loaded machine).
    expect(elapsed).toBeLessThan(5_000);
    // The request did reach the server; it just never got an answer.
    await vi.waitFor(() => expect(siteverify.requests).toHaveLength(1));
  });
});
