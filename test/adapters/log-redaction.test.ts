import { describe, expect, it } from 'vitest';
import { isSecretKey, maskDeep, maskText } from '../../adapters/logging/redact.js';

describe('log masking', () => {
  it('keeps the last two digits of phone numbers, however grouped, and nothing of an OTP code', () => {
    expect(maskText('SMS to 9856100000 failed')).toBe('SMS to ********00 failed');
    expect(maskText('code 482913, +919856100000')).toBe('code ******, +**********00');
    expect(maskText('call 98561 00000 or +91-98561-00000')).toBe('call ***** ***00 or +**-*****-***00');
    expect(maskText('/api/v1/leads/9856100000')).toBe('/api/v1/leads/********00');
    expect(maskText('page 12 of 34, 2026-11-23T10:00:00Z, port 3000')).toBe('page 12 of 34, 2026-11-23T10:00:00Z, port 3000');
  });

  it('redacts token-like runs but keeps UUIDs whole, even when their groups are all digits', () => {
    const token = 'n3Jx0yVb_8sQe-4Lr2kW9tHc1ZpA7mDfGuYiOoE5aBc';
    expect(maskText(`Bearer ${token}`)).toBe('Bearer [redacted]');
    expect(maskText(`reset?token=${token}&x=1`)).toBe('reset?token=[redacted]&x=1');
    expect(maskText('$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g')).not.toContain('aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g');
    expect(maskText('request 39006256-1962-4e24-9af9-666096253b3f done')).toBe('request 39006256-1962-4e24-9af9-666096253b3f done');
  });

  it('replaces values under secret-named keys, in nested objects and errors', () => {
    expect(['password', 'confirm_password', 'owner_otp', 'captchaToken', 'Authorization', 'set-cookie', 'x-api-key', 'APP_SECRET'].every(isSecretKey)).toBe(true);
    expect(['mobile_no', 'footprint', 'tokenizer_name', 'route', 'status'].some(isSecretKey)).toBe(false);
    const error = Object.assign(new Error('duplicate key (mobile_no)=(9856100000)'), { detail: 'Key (mobile_no)=(9856100000) exists', password: 'Admin@12345' });
    expect(maskDeep({ body: { password: 'Admin@12345', otp: '123456', mobile_no: '9856100000', nested: [{ token: 'abc' }] }, err: error })).toMatchObject({
      body: { password: '[redacted]', otp: '[redacted]', mobile_no: '********00', nested: [{ token: '[redacted]' }] },
      err: { type: 'Error', message: 'duplicate key (mobile_no)=(********00)', detail: 'Key (mobile_no)=(********00) exists', password: '[redacted]' },
    });
  });
});
