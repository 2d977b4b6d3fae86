import { PAN_YEARLY_RENT_THRESHOLD, REVENUE_STAMP_THRESHOLD } from '../../domain/rent-receipts/rent-receipt-rules.js';
import { stampNoteFor, type MonthReceipt, type RentReceipts } from '../../domain/rent-receipts/rent-receipts.js';
import { rentReceiptText, type RentReceiptTextKey } from '../../domain/shared/catalogue/documents/rent-receipts.texts.js';
import type { Language } from '../../domain/shared/language.js';
import { rupees } from '../../domain/shared/rupees.js';
import { firstDayOf, lastDayOf, type YearMonth } from '../../domain/shared/year-month.js';
import type { PrintedBlock, PrintedDocument } from '../documents/ports/pdf-renderer.port.js';
import { calendarDayIn } from '../shared/day-in.js';

const LONG_DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** "April 2025" / "अप्रैल 2025". */
export const monthLabel = (language: Language, month: YearMonth): string => calendarDayIn(language, firstDayOf(month), { month: 'long', year: 'numeric' });
/** "1 April 2025" / "1 अप्रैल 2025". */
export const dayLabel = (language: Language, isoDay: string): string => calendarDayIn(language, isoDay, LONG_DAY);

/**
 * The receipts as a printed document: one bordered card per month (kept on one page, several to a page, to be cut
 * apart), each saying who paid whom, for which home and month, how much and how; the landlord's PAN and its note
 * when the year's rent needs it; the revenue-stamp box and note on a cash receipt above ₹5,000; and either the
 * self-made line (the generator's) or the verification link and its QR code (a tenancy's).
 */
export function rentReceiptsDocument(receipts: RentReceipts, options: { product: string }): PrintedDocument {
  const { language } = receipts;
  const t = (key: RentReceiptTextKey, params?: Record<string, string | number>) => rentReceiptText(language, key, params);
  const count = receipts.months.length;
  const blocks: PrintedBlock[] = receipts.months.map((receipt, index) => ({ kind: 'card', blocks: receiptBlocks(receipts, receipt, { number: index + 1, count, product: options.product, t }) }));
  return {
    language,
    title: t('title'),
    author: options.product,
    blocks,
    footer: t('footer', { title: t('title'), tenant: receipts.tenantName }),
  };
}

function receiptBlocks(
  receipts: RentReceipts,
  receipt: MonthReceipt,
  at: { number: number; count: number; product: string; t: (key: RentReceiptTextKey, params?: Record<string, string | number>) => string },
): PrintedBlock[] {
  const { language } = receipts;
  const { t } = at;
  const month = monthLabel(language, receipt.month);
  const period = t('period', { from: dayLabel(language, firstDayOf(receipt.month)), to: dayLabel(language, lastDayOf(receipt.month)) });
  const stamp = stampNoteFor(receipt);
  const rows = [
    { label: t('month'), value: month },
    { label: t('amount'), value: rupees(receipt.amount) },
    { label: t('mode'), value: t(`mode.${receipt.mode}`) },
    ...(receipt.paidOn ? [{ label: t('paidOn'), value: dayLabel(language, receipt.paidOn) }] : []),
    ...(receipt.reference ? [{ label: t('reference'), value: receipt.reference }] : []),
    { label: t('tenant'), value: receipts.tenantName },
    { label: t('landlord'), value: receipts.landlordName },
    ...(receipts.landlordPan ? [{ label: t('landlordPan'), value: receipts.landlordPan }] : []),
  ];
  return [
    { kind: 'heading', level: 2, text: `${t('heading')} · ${month}` },
    { kind: 'paragraph', size: 'small', text: t('receiptOf', { number: at.number, count: at.count }) },
    { kind: 'paragraph', text: t('body', { amount: rupees(receipt.amount), tenant: receipts.tenantName, address: receipts.address, period }) },
    { kind: 'fields', rows },
    ...(receipts.panRequired ? [{ kind: 'paragraph', size: 'small', text: t('panNote', { yearly: rupees(receipts.yearlyRent), threshold: rupees(PAN_YEARLY_RENT_THRESHOLD) }) } as const] : []),
    ...(stamp ? [{ kind: 'paragraph', size: 'small', text: t('stampNote', { threshold: rupees(REVENUE_STAMP_THRESHOLD) }) } as const] : []),
    stamp ? { kind: 'signature', label: t('signature'), stamp: t('stamp') } : { kind: 'signature', label: t('signature') },
    receipts.selfMade || !receipt.verification
      ? { kind: 'paragraph', size: 'small', text: receipts.selfMade ? t('selfMade', { date: dayLabel(language, receipts.madeOn), product: at.product }) : '' }
      : { kind: 'link', text: t('verify', { url: receipt.verification.url }), url: receipt.verification.url },
  ].filter((block) => block.kind !== 'paragraph' || block.text !== '') as PrintedBlock[];
}
