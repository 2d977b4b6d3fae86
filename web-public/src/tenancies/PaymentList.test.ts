import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hi, hiMessages } from '../../../domain/shared/catalogue/site/hi';
import type { Payment, TenancyDetail } from '../api/tenancies';
import { activateLanguage } from '../i18n/t';
import { PaymentList } from './PaymentList';

const payment = (over: Partial<Payment>): Payment =>
  ({
    id: '0190f0a0-0000-7000-8000-0000000000p1',
    tenancy_id: 't1',
    kind: 'RENT',
    amount: 112500,
    mode: 'UPI',
    reference: 'UPI778',
    paid_on: '2026-11-05',
    for_month: '2026-11',
    recorded_by_party: 'TENANT',
    status: 'PENDING',
    dispute_note: null,
    void_reason: null,
    actions: [],
    ...over,
  }) as Payment;

const tenancy = (as: 'OWNER' | 'TENANT', payments: Payment[]) => ({ as, owner_name: 'Ravi Kumar', tenant_name: 'Sita Devi', payments }) as unknown as TenancyDetail;
const draw = (t: TenancyDetail) => renderToStaticMarkup(createElement(PaymentList, { tenancy: t, onChanged: () => undefined }));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a tenancy’s payments', () => {
  afterEach(() => activateLanguage('en'));

  it('show the amount grouped the Indian way, the mode, reference, day and month, and who recorded it', () => {
    const html = draw(tenancy('OWNER', [payment({ actions: ['request_code', 'confirm', 'dispute'] })]));
    expect(text(html)).toContain('Rent · ₹1,12,500');
    expect(text(html)).toContain('UPI · UPI778 · paid 5 Nov 2026 · for November 2026');
    expect(text(html)).toContain('Recorded by Sita Devi');
    expect(html).toContain('data-testid="payment-code-send"');
    expect(html).toContain('data-testid="payment-dispute"');
  });

  it('offer no confirmation to the party who recorded it', () => {
    const html = draw(tenancy('TENANT', [payment({})]));
    expect(text(html)).toContain('Recorded by You');
    expect(html).not.toContain('payment-code-send');
    expect(html).not.toContain('payment-dispute');
  });

  it('say a disputed payment’s note, in Hindi too', () => {
    activateLanguage('hi', hi, hiMessages);
    const html = draw(tenancy('TENANT', [payment({ status: 'DISPUTED', dispute_note: 'पैसे नहीं मिले' })]));
    expect(text(html)).toContain('आपत्ति: पैसे नहीं मिले');
    expect(text(html)).toContain('नवंबर 2026 का');
  });

  it('say when nothing is recorded yet', () => {
    expect(text(draw(tenancy('OWNER', [])))).toContain('No payments recorded yet.');
  });
});
