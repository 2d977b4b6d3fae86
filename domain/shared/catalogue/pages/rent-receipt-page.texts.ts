import { fillTemplate } from '../render.js';
import type { Language } from '../../language.js';

/**
 * The words of the public rent receipt generator's page (GET and POST /rent-receipt, adapters/http/rent-receipt-page/),
 * drawn by the server with no script. The Hindi object must have every English key (the type says so) and the same
 * `{placeholders}` (test/http/rent-receipt-page.http.test.ts checks). Field errors come from the main catalogue by
 * their codes (en.ts / hi.ts, RENT_RECEIPT_*).
 */
const en = {
  title: 'Free rent receipts | {product}',
  language: 'Language',
  heading: 'Rent receipt generator',
  intro: "Fill in the form and download the months' receipts as one PDF, in English or Hindi. Free, no sign-in, and nothing you type is stored.",
  selfMade: 'The receipts say they are self-made: {product} does not check them. The landlord signs each one.',
  tenantName: "Tenant's name",
  landlordName: "Landlord's name",
  landlordPan: "Landlord's PAN",
  panHelp: "Needed when the year's rent is above ₹1,00,000 (₹8,334 or more a month): it is printed on every receipt. Optional below that.",
  address: 'Address of the rented home',
  monthlyRent: 'Monthly rent in rupees',
  mode: 'Paid by',
  'mode.CASH': 'Cash',
  'mode.UPI': 'UPI',
  'mode.BANK_TRANSFER': 'Bank transfer',
  stampHelp: 'A receipt paid in cash above ₹5,000 gets a box for a ₹1 revenue stamp.',
  period: 'Receipts for',
  periodMonths: 'Months: from one to another (at most 12)',
  periodYear: 'A financial year (April to March)',
  fromMonth: 'From',
  toMonth: 'To',
  financialYear: 'Financial year',
  pdfLanguage: 'Language of the receipts',
  submit: 'Download the receipts (PDF)',
  fixErrors: 'Please correct the fields marked below.',
  tooMany: 'Too many receipts were made from this connection. Please try again in an hour.',
  home: 'Home page',
} as const;

export type RentReceiptPageKey = keyof typeof en;

const hi: Record<RentReceiptPageKey, string> = {
  title: 'मुफ़्त किराया रसीद | {product}',
  language: 'भाषा',
  heading: 'किराया रसीद जनरेटर',
  intro: 'फ़ॉर्म भरें और महीनों की रसीदें एक PDF में डाउनलोड करें, अंग्रेज़ी या हिन्दी में। मुफ़्त, लॉग इन की ज़रूरत नहीं, और आपकी भरी कोई जानकारी रखी नहीं जाती।',
  selfMade: 'रसीदों पर लिखा होता है कि वे स्वयं बनाई गई हैं: {product} उनकी जाँच नहीं करता। हर रसीद पर मकान मालिक हस्ताक्षर करते हैं।',
  tenantName: 'किराएदार का नाम',
  landlordName: 'मकान मालिक का नाम',
  landlordPan: 'मकान मालिक का PAN',
  panHelp: 'जब साल का किराया ₹1,00,000 से ज़्यादा हो (महीने का ₹8,334 या ज़्यादा) तब ज़रूरी: यह हर रसीद पर छपता है। उससे कम पर ज़रूरी नहीं।',
  address: 'किराए के घर का पता',
  monthlyRent: 'महीने का किराया (रुपयों में)',
  mode: 'भुगतान का तरीका',
  'mode.CASH': 'नकद',
  'mode.UPI': 'UPI',
  'mode.BANK_TRANSFER': 'बैंक ट्रांसफ़र',
  stampHelp: '₹5,000 से ज़्यादा के नकद भुगतान की रसीद पर ₹1 के रेवेन्यू स्टाम्प के लिए बॉक्स होता है।',
  period: 'किस अवधि की रसीदें',
  periodMonths: 'महीने: एक महीने से दूसरे तक (ज़्यादा से ज़्यादा 12)',
  periodYear: 'एक वित्त वर्ष (अप्रैल से मार्च)',
  fromMonth: 'से',
  toMonth: 'तक',
  financialYear: 'वित्त वर्ष',
  pdfLanguage: 'रसीदों की भाषा',
  submit: 'रसीदें डाउनलोड करें (PDF)',
  fixErrors: 'कृपया नीचे बताए गए खाने ठीक करें।',
  tooMany: 'इस कनेक्शन से बहुत सारी रसीदें बनाई गईं। कृपया एक घंटे बाद फिर कोशिश करें।',
  home: 'होम पेज',
};

export const RENT_RECEIPT_PAGE_TEXTS: Record<Language, Record<RentReceiptPageKey, string>> = { en, hi };

/** The text of `key` in `language`, `{name}` filled from `params` (a placeholder without a value throws). */
export function rentReceiptPageText(language: Language, key: RentReceiptPageKey, params: Record<string, string> = {}): string {
  return fillTemplate(RENT_RECEIPT_PAGE_TEXTS[language][key], params);
}
