import { createServer, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpSmsSender, type HttpSmsConfig } from '../../adapters/sms/http-sms-sender.js';
import { startHttpStandIn, type HttpStandIn } from './stand-in-servers.js';
import { smsNotice } from '../../application/shared/sms-texts/sms-catalogue.js';
import { SmsRejectedError } from '../../application/auth/ports/sms-sender.port.js';

describe('HttpSmsSender against a local stand-in provider', () => {
  let provider: HttpStandIn;

  beforeEach(async () => {
    provider = await startHttpStandIn();
  });

  afterEach(async () => {
    await provider.close();
  });

  function sender(overrides: Partial<HttpSmsConfig> = {}): HttpSmsSender {
    return new HttpSmsSender({
      url: provider.url,
      apiKey: 'test-api-key',
      senderId: 'RNTPAT',
      dltTemplateId: '1107000000000000001',
      dltEntityId: '1101000000000000002',
      product: 'Patna Rentals',
      timeoutMs: 2_000,
      ...overrides,
    });
  }

  it('POSTs the OTP as JSON with the bearer key and the DLT ids', async () => {
    await sender().sendOtp('9876543210', '482913', 10);

    expect(provider.requests).toHaveLength(1);
    const [request] = provider.requests;
    expect(request!.method).toBe('POST');
    expect(request!.headers.authorization).toBe('Bearer test-api-key');
    expect(request!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request!.body);
    expect(body).toEqual({
      to: '919876543210',
      sender: 'RNTPAT',
      message: expect.any(String),
      dlt_template_id: '1107000000000000001',
      dlt_entity_id: '1101000000000000002',
    });
    expect(body.message).toContain('482913');
    expect(body.message).toContain('10 minutes');
    expect(body.message).toContain('Patna Rentals');
  });

  it('leaves dlt_entity_id out when none is configured', async () => {
    await sender({ dltEntityId: undefined }).sendOtp('9123456780', '000123', 5);

    const body = JSON.parse(provider.requests[0]!.body);
    expect(body).not.toHaveProperty('dlt_entity_id');
    expect(body).toMatchObject({ to: '919123456780', dlt_template_id: '1107000000000000001' });
    expect(body.message).toContain('000123');
    expect(body.message).toContain('5 minutes');
  });

  it('rejects when the provider answers 500: a refusal (nothing went out), which a 504 from a gateway is not', async () => {
    provider.reply = { status: 500, body: { error: 'down' } };

    const refused = await sender().sendOtp('9876543210', '482913', 10).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmsRejectedError);
    expect(refused).toMatchObject({ message: 'SMS provider answered 500' });
    expect(provider.requests).toHaveLength(1);

    provider.reply = { status: 504, body: { error: 'upstream timed out' } };
    const unknown = await sender().sendOtp('9876543210', '482913', 10).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ message: 'SMS provider answered 504' });
    expect(unknown).not.toBeInstanceOf(SmsRejectedError);
  });

  it('rejects after timeoutMs when the provider never answers', async () => {
    provider.reply = 'hang';
    const started = Date.now();

    const error = await sender({ timeoutMs: 200 }).sendOtp('9876543210', '482913', 10).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(error).not.toBeInstanceOf(SmsRejectedError); // the provider may have taken it
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(150);
    // Well under the 8-10 s defaults: the configured timeout is the one that fired (slack for a loaded machine).
    expect(elapsed).toBeLessThan(5_000);
    // The request did reach the server; it just never got an answer.
    await vi.waitFor(() => expect(provider.requests).toHaveLength(1));
  });

  it('counts a provider it could not reach as a refusal (nothing went out), a reset connection not', async () => {
    const closed = await startHttpStandIn();
    await closed.close(); // nothing listens on its port any more
    const unreachable = await sender({ url: closed.url }).sendOtp('9876543210', '482913', 10).catch((e: unknown) => e);
    expect(unreachable).toBeInstanceOf(SmsRejectedError);
    expect((unreachable as Error).message).toBe('SMS provider not reached (ECONNREFUSED): nothing sent');

    const noSuchHost = await sender({ url: 'http://sms-provider.invalid/send' }).sendOtp('9876543210', '482913', 10).catch((e: unknown) => e);
    expect(noSuchHost).toBeInstanceOf(SmsRejectedError);

    // Connected, then cut before the answer: the provider may have the text.
    const cutting = createServer((socket) => socket.once('data', () => socket.destroy()));
    await new Promise<void>((resolve) => cutting.listen(0, '127.0.0.1', resolve));
    const { port } = cutting.address() as AddressInfo;
    try {
      const reset = await sender({ url: `http://127.0.0.1:${port}/send` }).sendOtp('9876543210', '482913', 10).catch((e: unknown) => e);
      expect(reset).toBeInstanceOf(Error);
      expect(reset).not.toBeInstanceOf(SmsRejectedError);
    } finally {
      await new Promise<void>((resolve) => cutting.close(() => resolve()));
    }
  });

  describe('Hindi (each language is its own DLT template)', () => {
    const hindiIds = { RIDE_CONFIRMED: '1107000000000000010', 'RIDE_CONFIRMED:hi': '1107000000000000011', 'OTP:hi': '1107000000000000012' };
    const notice = smsNotice('RIDER_APPLICATION_REJECTED', 'hi', { product: 'Patna Rentals', reason: 'PAN' });
    const body = (i = 0) => JSON.parse(provider.requests[i]!.body);
    const when = { en: 'Wed, 25 Nov, 10-11 AM', hi: 'बुध, 25 नव॰, 10-11 AM' };
    const confirmed = smsNotice('RIDE_CONFIRMED', 'hi', (lang) => ({ product: 'Patna Rentals', place: 'Flat, Boring Road', when: when[lang], riderName: 'Asha', riderPhone: '9876500000' }));

    it('sends a Hindi text as unicode under its Hindi template', async () => {
      await sender({ dltNoticeTemplateIds: hindiIds }).sendNotice('9876543210', confirmed);
      expect(body()).toMatchObject({ message: confirmed.text, dlt_template_id: '1107000000000000011', unicode: true });
      expect(confirmed.text).toContain('बुध, 25 नव॰');
      await sender({ dltNoticeTemplateIds: hindiIds }).sendOtp('9876543210', '482913', 5, 'hi');
      expect(body(1)).toMatchObject({ message: '482913 आपका Patna Rentals लॉग इन OTP है। 5 मिनट तक मान्य। किसी को न बताएँ।', dlt_template_id: '1107000000000000012', unicode: true });
    });

    it('sets unicode by the text, not its language: an English text with a curly apostrophe, an ellipsis or a Devanagari locality is unicode', async () => {
      const ids = { RIDE_CONFIRMED: '1107000000000000010', LISTING_TAKEN_DOWN: '1107000000000000030' };
      const english = smsNotice('RIDE_CONFIRMED', 'en', { product: 'Patna Rentals', place: 'Near Women’s College, बोरिंग रोड', when: when.en, riderName: 'Asha', riderPhone: '9876500000' });
      await sender({ dltNoticeTemplateIds: ids }).sendNotice('9876543210', english);
      expect(body()).toMatchObject({ message: english.text, dlt_template_id: '1107000000000000010', unicode: true });
      await sender({ dltNoticeTemplateIds: ids }).sendNotice('9876543210', confirmed); // no Hindi template: the English text
      expect(body(1)).toMatchObject({ message: confirmed.englishText, dlt_template_id: '1107000000000000010' });
      expect(body(1)).not.toHaveProperty('unicode');
    });

    it('sends no notice under another text\'s template: a kind without its template id is refused, and nothing is posted', async () => {
      const error = await sender({ dltNoticeTemplateIds: hindiIds }).sendNotice('9876543210', notice).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsRejectedError);
      expect(error).toMatchObject({ message: 'No DLT template id for RIDER_APPLICATION_REJECTED in SMS_DLT_NOTICE_TEMPLATE_IDS' });
      expect(provider.requests).toEqual([]);
    });

    it('falls back to the English text and template where no Hindi template is registered', async () => {
      await sender({ dltNoticeTemplateIds: { RIDER_APPLICATION_REJECTED: '1107000000000000020' } }).sendNotice('9876543210', notice);
      expect(body()).toEqual(expect.objectContaining({ message: 'Patna Rentals: your rider application was not approved. Reason: PAN', dlt_template_id: '1107000000000000020' }));
      expect(body()).not.toHaveProperty('unicode');
      await sender().sendOtp('9876543210', '482913', 5, 'hi');
      expect(body(1)).toMatchObject({ message: '482913 is your Patna Rentals login OTP. It is valid for 5 minutes. Do not share it with anyone.', dlt_template_id: '1107000000000000001' });
    });
  });
});
