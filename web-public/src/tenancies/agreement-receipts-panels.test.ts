import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { TenancyView } from '../../../adapters/http/contract/wire/tenancies';
import { hi, hiMessages } from '../../../domain/shared/catalogue/site/hi';
import { activateLanguage } from '../i18n/t';
import { AgreementPanel } from './AgreementPanel';
import { ReceiptsPanel } from './ReceiptsPanel';

const tenancy = (overrides: Partial<TenancyView> = {}): TenancyView =>
  ({
    id: '0190f0a0-0000-7000-8000-00000000b2b2',
    status: 'CONFIRMED',
    as: 'TENANT',
    rent: 12000,
    move_in_date: '2026-04-01',
    agreement: { owner_approved_at: '2026-11-22T10:00:00.000Z', tenant_approved_at: null },
    landlord_pan_masked: null,
    actions: ['notice', 'record_payment', 'approve_agreement'],
    ...overrides,
  }) as TenancyView;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe("a tenancy's agreement and receipts panels", () => {
  afterEach(() => activateLanguage('en'));

  it('the agreement: downloads in both languages, the stamp note, who approved, approval by code for who may', () => {
    const html = renderToStaticMarkup(createElement(AgreementPanel, { tenancy: tenancy() }));
    for (const id of ['agreement-download-en', 'agreement-download-hi', 'agreement-stamp-note', 'agreement-approval-send']) expect(html).toContain(`data-testid="${id}"`);
    expect(text(html)).toContain('Owner approved on');
    expect(text(html)).toContain('Tenant has not approved yet');
    expect(text(html)).toContain('e-stamped under Bihar');
    const approved = renderToStaticMarkup(createElement(AgreementPanel, { tenancy: tenancy({ actions: ['notice'] }) }));
    expect(approved).not.toContain('data-testid="agreement-approval-send"');
    expect(text(renderToStaticMarkup(createElement(AgreementPanel, { tenancy: tenancy({ status: 'PROPOSED' }) })))).toContain('once both of you have confirmed');
  });

  it('the receipts: a month and a financial year, the PAN asked of the owner above ₹1,00,000 a year, waited for by the tenant', () => {
    const asTenant = renderToStaticMarkup(createElement(ReceiptsPanel, { tenancy: tenancy() }));
    for (const id of ['receipts-month', 'receipts-download-month', 'receipts-year', 'receipts-download-year', 'receipts-pan-waiting']) expect(asTenant).toContain(`data-testid="${id}"`);
    expect(asTenant).toContain('2026-27');
    expect(asTenant).not.toContain('data-testid="receipts-pan"');
    const asOwner = renderToStaticMarkup(createElement(ReceiptsPanel, { tenancy: tenancy({ as: 'OWNER', actions: ['landlord_pan'] }) }));
    expect(asOwner).toContain('data-testid="receipts-pan"');
    expect(text(asOwner)).toContain('₹1,00,000');
    const low = renderToStaticMarkup(createElement(ReceiptsPanel, { tenancy: tenancy({ as: 'OWNER', rent: 8000 }) }));
    expect(low).not.toContain('data-testid="receipts-pan"');
    const onFile = renderToStaticMarkup(createElement(ReceiptsPanel, { tenancy: tenancy({ landlord_pan_masked: '******234F' }) }));
    expect(text(onFile)).toContain('******234F');
  });

  it('in Hindi', () => {
    activateLanguage('hi', hi, hiMessages);
    expect(text(renderToStaticMarkup(createElement(AgreementPanel, { tenancy: tenancy() })))).toContain('किराया अनुबंध');
    expect(text(renderToStaticMarkup(createElement(ReceiptsPanel, { tenancy: tenancy() })))).toContain('किराए की रसीदें');
  });
});
