import { fillTemplate } from '../render.js';
import type { Language } from '../../language.js';

/**
 * The words of the rent agreement PDF (application/rent-agreements/rent-agreement-layout.ts), in both languages: an
 * 11-month leave and licence made from a tenancy's confirmed terms. The Hindi object must have every English key (the
 * type says so) and the same `{placeholders}` (test/domain/rent-agreements.test.ts checks). Amounts are written with
 * Indian grouping (₹1,00,000) in both.
 */
const en = {
  title: 'Rent agreement (leave and licence)',
  intro:
    'This leave and licence agreement is made on {date} between {owner} (the Licensor, the owner of the home) and {tenant} (the Licensee), for the home at {address}. Both agreed to these terms on {product}, each with a code sent to their own mobile number.',
  stampHeading: 'Stamp paper and registration',
  stamp:
    "To be registered, this agreement must be printed on non-judicial stamp paper of the value Bihar's rules require, or e-stamped under Bihar's e-stamping rules, and signed by both parties before two witnesses. {product} does not sell stamp paper or e-stamps.",
  partiesHeading: '1. The parties and the home',
  licensor: 'Licensor (owner)',
  licensee: 'Licensee (tenant)',
  home: 'Home',
  termsHeading: '2. The terms',
  rent: 'Monthly licence fee (rent)',
  deposit: 'Security deposit',
  maintenance: 'Maintenance a month',
  term: 'Term',
  termValue: '{months} months, from {from} to {to}',
  notice: 'Notice period',
  months: '{months} months',
  lockIn: 'Lock-in',
  dueDay: 'Rent due by',
  dueDayValue: 'day {day} of each month',
  termsVersion: 'Terms version',
  clausesHeading: '3. Clauses',
  'clause.licence':
    'The Licensor gives the Licensee leave and licence to use the home for residence only, for the term above. This agreement creates no tenancy or lease right in the home beyond this licence.',
  'clause.rent':
    'The Licensee pays the monthly licence fee of {rent} in advance, by day {day} of each month, in cash, UPI or bank transfer, and records every payment on {product}. The Licensor confirms each payment there and gives a receipt.',
  'clause.deposit':
    'The Licensee has paid or will pay a security deposit of {deposit}, which bears no interest. The Licensor refunds it when the Licensee hands back the home, less any unpaid rent, charges or the cost of damage beyond normal wear and tear, with the reasons in writing.',
  'clause.maintenance': 'The Licensee pays maintenance of {maintenance} a month to the Licensor with the rent.',
  'clause.noMaintenance': 'No maintenance charge is payable beyond the rent.',
  'clause.utilities':
    "Electricity, water, gas, internet and other charges of the Licensee's use are paid by the Licensee as billed, by meter where there is one. Property tax and the society's dues for the building are paid by the Licensor.",
  'clause.repairs':
    'The Licensee keeps the home clean and in good condition and pays for small day-to-day repairs (bulbs, taps, fittings). The Licensor pays for structural and major repairs (roof, walls, wiring, plumbing lines, leakage) and carries them out within a reasonable time of being told.',
  'clause.lockIn':
    'Neither party may end this agreement in the first {lockIn} months (the lock-in), except for a breach of its terms. After that, either party may end it by giving {notice} written notice.',
  'clause.noLockIn': 'Either party may end this agreement by giving {notice} written notice.',
  'clause.use':
    'The Licensee will not sublet, assign or give the home to anyone else, will not make structural changes without the written consent of the Licensor, and will use it lawfully without nuisance to neighbours.',
  'clause.entry': 'The Licensor may inspect the home at a reasonable time after telling the Licensee at least 24 hours in advance.',
  'clause.handover':
    'At the end of the term, or of the notice, the Licensee hands the home back vacant in the condition received, apart from normal wear and tear. The agreement may be renewed for a further term on terms both agree in writing.',
  'clause.law': 'This agreement is governed by the laws of India; the courts at {city} have jurisdiction.',
  approvalsHeading: '4. Approval on {product}',
  approvalsIntro: 'Each party read these terms and approved this agreement with a code sent to their own mobile number:',
  approvedBy: 'Approved by {name} on {date}',
  notApproved: 'Not yet approved by {name}',
  signaturesHeading: '5. Signatures',
  licensorSignature: 'Licensor: {name}',
  licenseeSignature: 'Licensee: {name}',
  witness: 'Witness {number}: name and address',
  footer: '{title} · {address}',
} as const;

export type RentAgreementTextKey = keyof typeof en;

const hi: Record<RentAgreementTextKey, string> = {
  title: 'किराया अनुबंध (लीव एंड लाइसेंस)',
  intro:
    'यह लीव एंड लाइसेंस अनुबंध {date} को {owner} (लाइसेंसदाता, घर के मालिक) और {tenant} (लाइसेंसधारी) के बीच {address} स्थित घर के लिए किया गया है। दोनों ने {product} पर अपने-अपने मोबाइल नंबर पर भेजे गए कोड से इन शर्तों पर सहमति दी।',
  stampHeading: 'स्टाम्प पेपर और पंजीकरण',
  stamp:
    'पंजीकरण के लिए यह अनुबंध बिहार के नियमों के अनुसार तय मूल्य के नॉन-ज्यूडिशियल स्टाम्प पेपर पर छापा जाना चाहिए, या बिहार के ई-स्टाम्पिंग नियमों के तहत ई-स्टाम्प किया जाना चाहिए, और दो गवाहों के सामने दोनों पक्षों के हस्ताक्षर होने चाहिए। {product} स्टाम्प पेपर या ई-स्टाम्प नहीं बेचता।',
  partiesHeading: '1. पक्ष और घर',
  licensor: 'लाइसेंसदाता (मालिक)',
  licensee: 'लाइसेंसधारी (किराएदार)',
  home: 'घर',
  termsHeading: '2. शर्तें',
  rent: 'मासिक लाइसेंस शुल्क (किराया)',
  deposit: 'सिक्योरिटी डिपॉज़िट',
  maintenance: 'मासिक मेंटेनेंस',
  term: 'अवधि',
  termValue: '{months} महीने, {from} से {to} तक',
  notice: 'नोटिस अवधि',
  months: '{months} महीने',
  lockIn: 'लॉक-इन',
  dueDay: 'किराया देने की तारीख',
  dueDayValue: 'हर महीने की {day} तारीख तक',
  termsVersion: 'शर्तों का संस्करण',
  clausesHeading: '3. धाराएँ',
  'clause.licence':
    'लाइसेंसदाता, लाइसेंसधारी को ऊपर लिखी अवधि के लिए घर में केवल रहने के लिए लीव एंड लाइसेंस देता है। यह अनुबंध इस लाइसेंस के आगे घर में कोई किरायेदारी या लीज़ का अधिकार नहीं बनाता।',
  'clause.rent':
    'लाइसेंसधारी हर महीने की {day} तारीख तक {rent} का मासिक लाइसेंस शुल्क अग्रिम रूप से नकद, UPI या बैंक ट्रांसफ़र से देगा, और हर भुगतान {product} पर दर्ज करेगा। लाइसेंसदाता वहाँ हर भुगतान की पुष्टि करेगा और रसीद देगा।',
  'clause.deposit':
    'लाइसेंसधारी ने {deposit} का सिक्योरिटी डिपॉज़िट दिया है या देगा, जिस पर कोई ब्याज नहीं मिलेगा। घर वापस सौंपने पर लाइसेंसदाता इसे लौटाएगा, बकाया किराया, शुल्क या सामान्य टूट-फूट से ज़्यादा नुक़सान की लागत काटकर, कारण लिखित में बताकर।',
  'clause.maintenance': 'लाइसेंसधारी किराए के साथ हर महीने {maintenance} मेंटेनेंस लाइसेंसदाता को देगा।',
  'clause.noMaintenance': 'किराए के अलावा कोई मेंटेनेंस शुल्क नहीं देना है।',
  'clause.utilities':
    'बिजली, पानी, गैस, इंटरनेट और लाइसेंसधारी के इस्तेमाल के दूसरे शुल्क लाइसेंसधारी बिल के अनुसार, जहाँ मीटर हो वहाँ मीटर से, देगा। प्रॉपर्टी टैक्स और इमारत की सोसाइटी के शुल्क लाइसेंसदाता देगा।',
  'clause.repairs':
    'लाइसेंसधारी घर को साफ़ और अच्छी हालत में रखेगा और रोज़मर्रा की छोटी मरम्मत (बल्ब, नल, फ़िटिंग) का ख़र्च देगा। ढाँचे और बड़ी मरम्मत (छत, दीवारें, वायरिंग, पाइपलाइन, रिसाव) का ख़र्च लाइसेंसदाता देगा और बताए जाने के बाद उचित समय में करवाएगा।',
  'clause.lockIn':
    'पहले {lockIn} महीनों (लॉक-इन) में कोई भी पक्ष यह अनुबंध ख़त्म नहीं कर सकता, सिवाय इसकी शर्तें टूटने के। उसके बाद कोई भी पक्ष {notice} का लिखित नोटिस देकर इसे ख़त्म कर सकता है।',
  'clause.noLockIn': 'कोई भी पक्ष {notice} का लिखित नोटिस देकर यह अनुबंध ख़त्म कर सकता है।',
  'clause.use':
    'लाइसेंसधारी घर किसी और को सबलेट, हस्तांतरित या नहीं देगा, लाइसेंसदाता की लिखित सहमति के बिना ढाँचे में बदलाव नहीं करेगा, और पड़ोसियों को परेशान किए बिना इसका क़ानूनी इस्तेमाल करेगा।',
  'clause.entry': 'लाइसेंसदाता लाइसेंसधारी को कम से कम 24 घंटे पहले बताकर उचित समय पर घर देख सकता है।',
  'clause.handover':
    'अवधि या नोटिस ख़त्म होने पर लाइसेंसधारी घर ख़ाली करके उसी हालत में लौटाएगा जिसमें लिया था, सामान्य टूट-फूट छोड़कर। दोनों की लिखित सहमति से अनुबंध आगे की अवधि के लिए नया किया जा सकता है।',
  'clause.law': 'यह अनुबंध भारत के क़ानूनों के अधीन है; {city} की अदालतों का अधिकार क्षेत्र होगा।',
  approvalsHeading: '4. {product} पर मंज़ूरी',
  approvalsIntro: 'हर पक्ष ने ये शर्तें पढ़ीं और अपने मोबाइल नंबर पर भेजे गए कोड से यह अनुबंध मंज़ूर किया:',
  approvedBy: '{name} ने {date} को मंज़ूर किया',
  notApproved: '{name} ने अभी मंज़ूर नहीं किया',
  signaturesHeading: '5. हस्ताक्षर',
  licensorSignature: 'लाइसेंसदाता: {name}',
  licenseeSignature: 'लाइसेंसधारी: {name}',
  witness: 'गवाह {number}: नाम और पता',
  footer: '{title} · {address}',
};

export const RENT_AGREEMENT_TEXTS: Record<Language, Record<RentAgreementTextKey, string>> = { en, hi };

/** The text of `key` in `language`, `{name}` filled from `params` (a placeholder without a value throws). */
export function rentAgreementText(language: Language, key: RentAgreementTextKey, params: Record<string, string | number> = {}): string {
  return fillTemplate(RENT_AGREEMENT_TEXTS[language][key], params);
}
