import type { Context, Next } from 'koa';
import { ViewReceiptVerification, type ReceiptVerificationView } from '../../../application/rent-receipts/view-receipt-verification.use-case.js';
import { monthLabel, dayLabel } from '../../../application/rent-receipts/rent-receipts-layout.js';
import { Logger } from '../../../application/shared/ports/logger.port.js';
import { receiptPageText, type ReceiptPageKey } from '../../../domain/shared/catalogue/pages/receipt-page.texts.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/shared/language.js';
import { rupees } from '../../../domain/shared/rupees.js';
import { AppConfig } from '../../config.js';
import type { Resolved } from '../../typed-binding.js';
import { STATUS_BY_KIND } from '../error-middleware.js';
import { answerPage, decodedSegment, escapeHtml } from '../server-page.js';

export const receiptPageNeeds = { viewReceiptVerification: ViewReceiptVerification, appConfig: AppConfig, logger: Logger };

/** Where a tenancy receipt's link points: `/r/{code}`. */
export const RECEIPT_PAGE_PREFIX = '/r/';
const PATH = /^\/r\/([^/]{1,200})\/?$/;

const STYLE = `dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:.5rem 0}dt{color:#4b5563}dd{margin:0;font-weight:600}ul{padding-left:1.2rem}`;

/**
 * The public page of a tenancy's receipt (`/r/{code}`, the link and QR code printed on it): drawn by the server, no
 * script, a few kB. It shows the receipt's facts as they stand now (tenant, landlord, the home, the month, the
 * confirmed amount, how and when it was paid) and whether both parties confirmed the payment, so an employer can tell
 * a genuine receipt. No phone number; the landlord's PAN masked. Unknown code: 404. GET and HEAD only.
 */
export function receiptPage(uses: Resolved<typeof receiptPageNeeds>) {
  return async (ctx: Context, next: Next) => {
    const match = PATH.exec(ctx.path);
    if (!match || !['GET', 'HEAD'].includes(ctx.method)) return next();
    const language: Language = isLanguage(ctx.query.lang) ? ctx.query.lang : DEFAULT_LANGUAGE;
    const code = decodedSegment(match[1]!);
    const product = uses.appConfig.productName;
    const t = (key: ReceiptPageKey, params: Record<string, string> = {}) => escapeHtml(receiptPageText(language, key, { product, ...params }));
    let status = 200;
    let content: string;
    try {
      content = render(await uses.viewReceiptVerification.execute(code), language, t);
    } catch (error) {
      status = error instanceof DomainError ? STATUS_BY_KIND[error.kind] : 500;
      if (status === 500) uses.logger.error('receipt page failed', { err: error });
      content = `<h1>${t('heading')}</h1><p class="notice error">${t(status === 404 ? 'notFound' : 'failed')}</p>`;
    }
    answerPage(ctx, { status, language, product, words: (lang, key, params) => receiptPageText(lang, key, params), style: STYLE, content, self: `${RECEIPT_PAGE_PREFIX}${encodeURIComponent(code)}` });
  };
}

function render(view: ReceiptVerificationView, language: Language, t: (key: ReceiptPageKey, params?: Record<string, string>) => string): string {
  const row = (label: string, value: string) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`;
  const facts = [
    row(t('tenant'), view.tenantName),
    row(t('landlord'), view.landlordName),
    ...(view.landlordPanMasked ? [row(t('landlordPan'), view.landlordPanMasked)] : []),
    row(t('home'), view.address),
    row(t('month'), monthLabel(language, view.month)),
    row(t('amount'), rupees(view.amount)),
    ...(view.mode ? [row(t('mode'), receiptModeText(language, view.mode, t))] : []),
    ...(view.paidOn ? [row(t('paidOn'), dayLabel(language, view.paidOn))] : []),
  ].join('');
  const verdict = view.confirmedByBoth
    ? `<p class="notice ok">${t('confirmed')}</p>`
    : `<p class="notice ${view.amount === 0 ? 'error' : 'warn'}">${t(view.amount === 0 ? 'nothingConfirmed' : 'notConfirmed')}</p>`;
  const payments = view.payments
    .map((p) => `<li>${escapeHtml(rupees(p.amount))} · ${receiptModeText(language, p.mode, t)} · ${escapeHtml(dayLabel(language, p.paidOn))}: ${t(`status.${p.status}` as ReceiptPageKey)}</li>`)
    .join('');
  return (
    `<h1>${t('heading')}</h1>${verdict}<div class="card"><dl>${facts}</dl></div>` +
    `<p class="help">${t('intro')}</p><h2>${t('paymentsHeading')}</h2><ul>${payments}</ul><p class="help">${t('privacy')}</p>`
  );
}

const receiptModeText = (_language: Language, mode: string, t: (key: ReceiptPageKey) => string) => t(`mode.${mode}` as ReceiptPageKey);
