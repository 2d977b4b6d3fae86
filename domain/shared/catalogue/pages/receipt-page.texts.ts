import { fillTemplate } from '../render.js';
import type { Language } from '../../language.js';

/**
 * The words of a tenancy receipt's public verification page (GET /r/{code}), in both languages: drawn by the server
 * with no script, as an employer opens it from a receipt's link or QR code. The Hindi object must have every English
 * key (the type says so) and the same `{placeholders}` (test/http/receipt-page.http.test.ts checks).
 */
const en = {
  title: 'Rent receipt check | {product}',
  heading: 'Rent receipt check',
  intro: 'This receipt was made on {product} from a rent payment recorded by the tenant and the landlord. These are its facts as {product} holds them now.',
  tenant: 'Tenant',
  landlord: 'Landlord',
  landlordPan: "Landlord's PAN",
  home: 'Home',
  month: 'Rent for',
  amount: 'Amount confirmed',
  mode: 'Paid by',
  paidOn: 'Paid on',
  'mode.CASH': 'Cash',
  'mode.UPI': 'UPI',
  'mode.BANK_TRANSFER': 'Bank transfer',
  confirmed: 'Confirmed by both: the payment was recorded by one party and confirmed by the other with a code sent to their own phone.',
  notConfirmed: 'Not confirmed by both: a payment of this month is waiting for confirmation or was disputed. Do not rely on this receipt.',
  nothingConfirmed: 'No confirmed rent payment for this month any more: the record was withdrawn or voided. Do not rely on this receipt.',
  paymentsHeading: 'Payments recorded for this month',
  'status.PENDING': 'waiting for confirmation',
  'status.CONFIRMED': 'confirmed by both',
  'status.DISPUTED': 'disputed',
  'status.VOIDED': 'voided by {product}',
  privacy: 'No phone number is shown, and only the last characters of a PAN.',
  notFound: 'No receipt has this link. Check that the whole address was typed as printed on the receipt.',
  failed: 'Something went wrong, please try again later.',
  language: 'Language',
} as const;

export type ReceiptPageKey = keyof typeof en;

const hi: Record<ReceiptPageKey, string> = {
  title: 'किराया रसीद की जाँच | {product}',
  heading: 'किराया रसीद की जाँच',
  intro: 'यह रसीद {product} पर किराएदार और मकान मालिक के दर्ज किए गए किराया भुगतान से बनी है। ये इसके तथ्य हैं, जैसे अभी {product} के पास हैं।',
  tenant: 'किराएदार',
  landlord: 'मकान मालिक',
  landlordPan: 'मकान मालिक का PAN',
  home: 'घर',
  month: 'किराया',
  amount: 'पक्की राशि',
  mode: 'भुगतान का तरीका',
  paidOn: 'भुगतान की तारीख',
  'mode.CASH': 'नकद',
  'mode.UPI': 'UPI',
  'mode.BANK_TRANSFER': 'बैंक ट्रांसफ़र',
  confirmed: 'दोनों ने पक्का किया: भुगतान एक पक्ष ने दर्ज किया और दूसरे ने अपने फ़ोन पर आए कोड से पक्का किया।',
  notConfirmed: 'दोनों ने पक्का नहीं किया: इस महीने का कोई भुगतान पुष्टि की राह में है या उस पर आपत्ति है। इस रसीद पर भरोसा न करें।',
  nothingConfirmed: 'इस महीने का कोई पक्का किराया भुगतान अब नहीं है: रिकॉर्ड हटाया या रद्द किया गया। इस रसीद पर भरोसा न करें।',
  paymentsHeading: 'इस महीने के दर्ज भुगतान',
  'status.PENDING': 'पुष्टि की राह में',
  'status.CONFIRMED': 'दोनों ने पक्का किया',
  'status.DISPUTED': 'विवाद में',
  'status.VOIDED': '{product} ने रद्द किया',
  privacy: 'कोई फ़ोन नंबर नहीं दिखाया जाता, और PAN के सिर्फ़ आख़िरी अक्षर।',
  notFound: 'इस लिंक की कोई रसीद नहीं है। देखें कि पूरा पता वैसा ही लिखा है जैसा रसीद पर छपा है।',
  failed: 'कुछ गड़बड़ हुई, कृपया बाद में फिर कोशिश करें।',
  language: 'भाषा',
};

export const RECEIPT_PAGE_TEXTS: Record<Language, Record<ReceiptPageKey, string>> = { en, hi };

/** The text of `key` in `language`, `{name}` filled from `params`. */
export function receiptPageText(language: Language, key: ReceiptPageKey, params: Record<string, string> = {}): string {
  return fillTemplate(RECEIPT_PAGE_TEXTS[language][key], params);
}
