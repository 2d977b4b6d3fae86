import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../apiClient';
import { recoveryCodesText, requestNewRecoveryCodes } from './recoveryCodes';

const answer = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

describe('new recovery codes', () => {
  it("sends the app's code with the admin's token and answers the 10 new codes", async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = [];
    const fetchImpl: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return answer(200, { success: true, message: 'New recovery codes made.', data: { recovery_codes: CODES } });
    };
    expect(await requestNewRecoveryCodes(' 123 456 ', { token: 'tok', fetchImpl })).toEqual({ codes: CODES });
    expect(calls[0]!.url).toBe('/api/v1/admin/second-factor/recovery-codes');
    expect((calls[0]!.init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ code: '123 456' });
  });

  it('a wrong code answers the field error to show under the code box', async () => {
    const fetchImpl: FetchLike = async () =>
      answer(400, { success: false, code: 'SECOND_FACTOR_APP_CODE', message: 'Enter the current 6-digit code from your authenticator app.', errors: { code: 'Enter the current 6-digit code from your authenticator app.' } });
    expect(await requestNewRecoveryCodes('000000', { token: 'tok', fetchImpl })).toEqual({
      error: 'Enter the current 6-digit code from your authenticator app.',
      codeError: 'Enter the current 6-digit code from your authenticator app.',
    });
  });

  it('the copied or downloaded text holds every code, one a line, and says whose and when', () => {
    const text = recoveryCodesText(CODES, 'ops@example.com', new Date('2026-11-29T08:00:00Z'));
    expect(text.split('\n')[0]).toBe('GharSetu console recovery codes for ops@example.com, made 2026-11-29.');
    for (const code of CODES) expect(text.split('\n')).toContain(code);
  });
});
