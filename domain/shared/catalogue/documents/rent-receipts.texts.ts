import { fillTemplate } from '../render.js';
import type { Language } from '../../language.js';

/**
 * The words of the rent-receipt PDF (application/rent-receipts/rent-receipts-layout.ts), in both languages: the
 * Hindi object must have every English key (the type says so) and the same `{placeholders}`
 * (test/domain/rent-receipts.test.ts checks). Amounts are written with Indian grouping (₹1,00,000) in both.
 */
const en = {
  title: 'Rent receipts',
  heading: 'Rent receipt',
  receiptOf: 'Receipt {number} of {count}',
  body: 'Received {amount} from {tenant} as rent for the home at {address}, for {period}.',
  period: '{from} to {to}',
  tenant: 'Tenant',
  landlord: 'Landlord',
  landlordPan: "Landlord's PAN",
  address: 'Home',
  amount: 'Amount',
  month: 'Rent for',
  mode: 'Paid by',
  paidOn: 'Paid on',
  reference: 'Reference',
  'mode.CASH': 'Cash',
  'mode.UPI': 'UPI',
  'mode.BANK_TRANSFER': 'Bank transfer',
  panNote: "The year's rent ({yearly}) is above {threshold}: the landlord's PAN is printed, as the income-tax rules ask for a house-rent-allowance claim.",
  stampNote: 'Paid in cash, above {threshold}: fix a ₹1 revenue stamp in the box and sign across it.',
  stamp: 'Revenue stamp ₹1',
  signature: "Landlord's signature",
  selfMade: 'Self-made receipt: filled in on {date} on the free rent receipt generator of {product}. {product} has not checked it and keeps no copy.',
  verify: 'Check this receipt at {url} or scan the code.',
  footer: '{title} · {tenant}',
} as const;

export type RentReceiptTextKey = keyof typeof en;

const hi: Record<RentReceiptTextKey, string> = {
  title: 'किराए की रसीदें',
  heading: 'किराए की रसीद',
  receiptOf: 'रसीद {number} / {count}',
  body: '{tenant} से {address} स्थित घर के किराए के रूप में {period} के लिए {amount} प्राप्त हुए।',
  period: '{from} से {to} तक',
  tenant: 'किराएदार',
  landlord: 'मकान मालिक',
  landlordPan: 'मकान मालिक का PAN',
  address: 'घर',
  amount: 'राशि',
  month: 'किराया',
  mode: 'भुगतान का तरीका',
  paidOn: 'भुगतान की तारीख',
  reference: 'संदर्भ',
  'mode.CASH': 'नकद',
  'mode.UPI': 'UPI',
  'mode.BANK_TRANSFER': 'बैंक ट्रांसफ़र',
  panNote: 'साल का किराया ({yearly}) {threshold} से ज़्यादा है: मकान किराया भत्ता (HRA) के दावे के लिए आयकर नियमों के अनुसार मकान मालिक का PAN छापा गया है।',
  stampNote: '{threshold} से ज़्यादा का नकद भुगतान: बॉक्स में ₹1 का रेवेन्यू स्टाम्प लगाएँ और उस पर हस्ताक्षर करें।',
  stamp: 'रेवेन्यू स्टाम्प ₹1',
  signature: 'मकान मालिक के हस्ताक्षर',
  selfMade: 'स्वयं बनाई गई रसीद: {date} को {product} के मुफ़्त किराया रसीद जनरेटर पर भरी गई। {product} ने इसकी जाँच नहीं की है और इसकी कोई कॉपी नहीं रखता।',
  verify: 'इस रसीद की जाँच {url} पर करें या कोड स्कैन करें।',
  footer: '{title} · {tenant}',
};

export const RENT_RECEIPT_TEXTS: Record<Language, Record<RentReceiptTextKey, string>> = { en, hi };

/** The text of `key` in `language`, `{name}` filled from `params` (a placeholder without a value throws). */
export function rentReceiptText(language: Language, key: RentReceiptTextKey, params: Record<string, string | number> = {}): string {
  return fillTemplate(RENT_RECEIPT_TEXTS[language][key], params);
}
