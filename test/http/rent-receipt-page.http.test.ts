import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RENT_RECEIPT_PAGE_TEXTS } from '../../domain/shared/catalogue/pages/rent-receipt-page.texts.js';
import { hi } from '../../domain/shared/catalogue/hi.js';
import { RentReceiptMessages } from '../../domain/rent-receipts/rent-receipt-rules.js';
import { serverPass } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

/** The test clock is 22 Nov 2026: financial year 2026-27, and the generator offers April 2024 to March 2027. */
const FORM = {
  tenant_name: 'Ramesh Kumar',
  landlord_name: 'Sita Devi',
  landlord_pan: 'abcde1234f',
  address: 'Flat 203, Boring Road, Patna 800001',
  monthly_rent: '12500',
  mode: 'CASH',
  period: 'MONTHS',
  from_month: '2026-04',
  to_month: '2026-09',
  financial_year: '2026-27',
  language: 'en',
};

const dir = mkdtempSync(join(tmpdir(), 'receipt-page-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const textOf = (pdf: Buffer, name: string) => {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
};
/** supertest's parser for a binary answer: the body as a Buffer. */
const binary = (res: unknown, callback: (error: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe.skipIf(serverPass)('the public rent receipt generator (/rent-receipt)', () => {
  const app = useTestApp('pglite', { RENT_RECEIPTS_PER_IP_PER_HOUR: '3' });

  it('shows a form that needs no script, in English by default', async () => {
    const res = await app.http.get('/rent-receipt').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(RENT_RECEIPT_PAGE_TEXTS.en.heading);
    expect(res.text).toContain('<form method="post" action="/rent-receipt?lang=en"');
    for (const name of ['tenant_name', 'landlord_name', 'landlord_pan', 'address', 'monthly_rent', 'mode', 'from_month', 'to_month', 'financial_year', 'language']) {
      expect(res.text).toContain(`name="${name}"`);
    }
    expect(res.text).toContain('<option value="2024-04">April 2024</option>');
    expect(res.text).toContain('<option value="2027-03">March 2027</option>');
    expect(res.text).not.toContain('2024-03');
    expect(res.text).not.toMatch(/<script/i);
  });

  it('in Hindi by ?lang=hi or the lang cookie', async () => {
    const byAddress = await app.http.get('/rent-receipt?lang=hi').expect(200);
    expect(byAddress.text).toContain('<html lang="hi">');
    expect(byAddress.text).toContain(RENT_RECEIPT_PAGE_TEXTS.hi.heading);
    expect(byAddress.text).toContain('अप्रैल 2024');
    const byCookie = await app.http.get('/rent-receipt').set('Cookie', 'lang=hi').expect(200);
    expect(byCookie.text).toContain(RENT_RECEIPT_PAGE_TEXTS.hi.submit);
  });

  it('answers a filled form with the months’ receipts as a PDF download', async () => {
    const res = await app.http.post('/rent-receipt?lang=en').type('form').send(FORM).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="rent-receipts-2026-04-to-2026-09.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = textOf(res.body as Buffer, 'english');
    expect(text).toContain('Rent receipt · April 2026');
    expect(text).toContain('Rent receipt · September 2026');
    expect(text).not.toContain('October 2026');
    expect(text).toContain('₹12,500');
    expect(text).toContain('ABCDE1234F');
    expect(text).toContain('Revenue stamp ₹1');
    expect(text).toContain('Self-made receipt: filled in on 22 November 2026');
  });

  it('makes a financial year’s receipts in Hindi', async () => {
    const res = await app.http
      .post('/rent-receipt?lang=hi')
      .type('form')
      .send({ ...FORM, period: 'FINANCIAL_YEAR', financial_year: '2025-26', language: 'hi', mode: 'UPI' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = textOf(res.body as Buffer, 'hindi');
    expect(text).toContain('किराए की रसीद · अप्रैल 2025');
    expect(text).toContain('किराए की रसीद · मार्च 2026');
    expect(text).toContain('रसीद 12 / 12');
  });

  it('answers a wrong form with the form again (400), each field’s error beside it and what was typed kept', async () => {
    const res = await app.http
      .post('/rent-receipt?lang=en')
      .type('form')
      .send({ ...FORM, landlord_pan: '', monthly_rent: '12500.5', from_month: '2026-09', to_month: '2026-04', address: 'Patna' })
      .expect(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain(RENT_RECEIPT_PAGE_TEXTS.en.fixErrors);
    expect(res.text).toContain(`data-testid="error-monthly_rent">${RentReceiptMessages.rent}`);
    expect(res.text).toContain('data-testid="error-address"');
    expect(res.text).toContain(`data-testid="error-to_month">${RentReceiptMessages.monthOrder}`);
    expect(res.text).toContain('value="Ramesh Kumar"');

    const pan = await app.http.post('/rent-receipt').type('form').send({ ...FORM, landlord_pan: '' }).expect(400);
    expect(pan.text).toContain('data-testid="error-landlord_pan">Enter the landlord&#39;s PAN: the year&#39;s rent (₹1,50,000) is above ₹1,00,000');
    expect(pan.text).not.toMatch(/<script/i);
  });

  it('says the errors in Hindi on the Hindi page', async () => {
    const res = await app.http.post('/rent-receipt?lang=hi').type('form').send({ ...FORM, mode: 'CHEQUE', period: 'FINANCIAL_YEAR', financial_year: '2020-21' }).expect(400);
    expect(res.text).toContain(RENT_RECEIPT_PAGE_TEXTS.hi.fixErrors);
    expect(res.text).toContain(hi.messages.RENT_RECEIPT_MODE);
    expect(res.text).toContain(hi.messages.RENT_RECEIPT_FINANCIAL_YEAR);
  });

  it('refuses a large body before reading it (413)', async () => {
    await app.http.post('/rent-receipt').type('form').send({ ...FORM, address: 'x'.repeat(10_000) }).expect(413);
  });

  it('is an API call too: POST /api/v1/rent-receipts answers the PDF, or 400 with each field’s code', async () => {
    const made = await app.http
      .post('/api/v1/rent-receipts')
      .send({ ...FORM, monthly_rent: 8000, landlord_pan: null, period: 'MONTHS', from_month: '2026-04', to_month: '2026-04', language: 'hi' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(made.headers['content-type']).toBe('application/pdf');
    expect(made.headers['content-disposition']).toBe('attachment; filename="rent-receipts-2026-04-to-2026-04.pdf"');
    const text = textOf(made.body as Buffer, 'api');
    expect(text).toContain('₹8,000');
    expect(text).not.toContain('PAN');

    const wrong = await app.http.post('/api/v1/rent-receipts').send({ ...FORM, landlord_pan: null, tenant_name: 'Sita Devi' }).expect(400);
    expect(wrong.body.field_codes).toMatchObject({ landlord_pan: { code: 'RENT_RECEIPT_PAN_NEEDED' }, landlord_name: { code: 'RENT_RECEIPT_SAME_PERSON' } });
  });

  it('stops a connection that made too many PDFs in an hour (429), and starts again after it', async () => {
    // Three PDFs an hour in this suite: the tests above spent some; spend the rest.
    let refused: Awaited<ReturnType<typeof app.http.post>> | undefined;
    for (let i = 0; i < 4 && !refused; i++) {
      const res = await app.http.post('/rent-receipt').type('form').send(FORM).buffer(true).parse(binary);
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    expect(String(refused!.body)).toContain(RENT_RECEIPT_PAGE_TEXTS.en.tooMany);
    await app.http.post('/api/v1/rent-receipts').send(FORM).expect(429);
    // A wrong form is still answered with its errors: only a PDF made spends the budget.
    await app.http.post('/rent-receipt').type('form').send({ ...FORM, monthly_rent: '' }).expect(400);
    app.clock.advanceMinutes(61);
    await app.http.post('/rent-receipt').type('form').send(FORM).buffer(true).parse(binary).expect(200);
  });
});
