import type { GuideRepository } from '../../application/guides/ports/guide.repository.port.js';
import { Guide, type GuideDetails } from '../../domain/guides/guide.js';

type DemoGuide = Omit<GuideDetails, 'language' | 'status'>;

/**
 * The demo guides, each in English and in Hindi (linked as translations): renting safely (the token scam and how a
 * rider visit protects you), the documents a tenant and an owner need, what a rider checks on a visit, and how to
 * read the fair-rent mark. Written as an admin would in the console: Markdown, for every city.
 */
const GUIDES: Array<{ en: DemoGuide; hi: DemoGuide }> = [
  {
    en: {
      slug: 'renting-safely-token-scam',
      title: 'Renting safely: the token scam, and how a rider visit protects you',
      summary: 'Never pay a token before the home has been seen. What the scam looks like, and how to stay clear of it.',
      city: null,
      topic: 'RENTING_SAFELY',
      body: `## How the scam works

A home at a low rent, good photos, and an "owner" or "agent" in a hurry: *many people want it, pay a token today to hold it*. You pay ₹2,000 or ₹5,000 by UPI, and the number stops answering. Often the home was never theirs, or was let long ago.

## Rules that keep you safe

- **Never pay before the home has been seen**, by you or by our rider.
- Pay the owner, not a middleman, and only once you have met them and seen a proof that the home is theirs (an electricity bill or a tax receipt in their name).
- Get a receipt for every payment. Our [free rent receipt generator](/rent-receipt) makes one.
- Be wary of a rent far below the [usual rent](/guides/reading-the-fair-rent-mark) for the locality.

## How a rider visit protects you

Book a visit with our rider from the home's page. The rider meets you at the home at the time you chose, checks that it is the home in the listing and that the person showing it can let it, and writes a visit report you can read.

> If anyone asks for money before a visit, tap **Report this listing**. You do not need to sign in.`,
    },
    hi: {
      slug: 'surakshit-kiraya-token-dhokha',
      title: 'सुरक्षित किराएदारी: टोकन का धोखा, और राइडर विज़िट कैसे बचाती है',
      summary: 'घर देखे बिना कभी टोकन न दें। यह धोखा कैसा दिखता है, और इससे कैसे बचें।',
      city: null,
      topic: 'RENTING_SAFELY',
      body: `## यह धोखा कैसे होता है

कम किराए का घर, अच्छी फ़ोटो, और जल्दी में कोई "मालिक" या "एजेंट": *बहुत लोग यह घर चाहते हैं, आज ही टोकन देकर पक्का कर लें*। आप UPI से ₹2,000 या ₹5,000 भेजते हैं, और फिर वह नंबर जवाब देना बंद कर देता है। अक्सर वह घर उनका था ही नहीं, या बहुत पहले किराए पर जा चुका था।

## सुरक्षित रहने के नियम

- **घर देखे बिना कभी पैसे न दें**, चाहे आप देखें या हमारा राइडर।
- पैसे बिचौलिए को नहीं, मालिक को दें, और तभी जब आप उनसे मिल चुके हों और घर उनका होने का सबूत देख चुके हों (उनके नाम का बिजली बिल या टैक्स रसीद)।
- हर भुगतान की रसीद लें। हमारा [मुफ़्त किराया रसीद जनरेटर](/rent-receipt?lang=hi) रसीद बनाता है।
- इलाक़े के [आम किराए](/guides/sahi-kiraya-nishan) से बहुत कम किराए पर सावधान रहें।

## राइडर विज़िट कैसे बचाती है

घर के पेज से हमारे राइडर के साथ विज़िट बुक करें। राइडर आपके चुने समय पर घर पर मिलता है, जाँचता है कि यह वही घर है जो लिस्टिंग में है और दिखाने वाला इसे किराए पर दे सकता है, और विज़िट रिपोर्ट लिखता है जो आप पढ़ सकते हैं।

> अगर विज़िट से पहले कोई पैसे माँगे, तो **इस लिस्टिंग की शिकायत करें** दबाएँ। लॉग इन की ज़रूरत नहीं।`,
    },
  },
  {
    en: {
      slug: 'documents-tenant-owner',
      title: 'The documents a tenant and an owner need',
      summary: 'What to keep ready before you rent a home, or let one: identity, the agreement, police verification and receipts.',
      city: null,
      topic: 'DOCUMENTS',
      body: `## For the tenant

1. A photo ID: Aadhaar, voter ID, passport or driving licence.
2. Two recent passport-size photos.
3. Proof of work or study: an offer letter, salary slips or a college ID.
4. The previous address, for police verification.

## For the owner

1. A photo ID, and a proof that the home is yours: the latest electricity bill, a property tax receipt or the sale deed.
2. Your PAN, when the year's rent is above ₹1,00,000 (the tenant needs it on rent receipts for HRA).
3. Bank details for the rent.

## For both

- **A written rent agreement**, signed by both, with the rent, the deposit, the notice period and who pays for repairs. An agreement of 11 months is the usual one.
- **Police verification of the tenant**, at the local police station or online.
- **A receipt for every payment**: our [rent receipt generator](/rent-receipt) is free.`,
    },
    hi: {
      slug: 'kiraedar-malik-kagzaat',
      title: 'किराएदार और मकान मालिक को कौन से काग़ज़ चाहिए',
      summary: 'घर किराए पर लेने या देने से पहले क्या तैयार रखें: पहचान, अनुबंध, पुलिस सत्यापन और रसीदें।',
      city: null,
      topic: 'DOCUMENTS',
      body: `## किराएदार के लिए

1. फ़ोटो पहचान पत्र: आधार, वोटर आईडी, पासपोर्ट या ड्राइविंग लाइसेंस।
2. दो हाल की पासपोर्ट साइज़ फ़ोटो।
3. काम या पढ़ाई का सबूत: ऑफ़र लेटर, सैलरी स्लिप या कॉलेज आईडी।
4. पिछला पता, पुलिस सत्यापन के लिए।

## मकान मालिक के लिए

1. फ़ोटो पहचान पत्र, और घर आपका होने का सबूत: नया बिजली बिल, प्रॉपर्टी टैक्स रसीद या रजिस्ट्री।
2. आपका PAN, जब साल का किराया ₹1,00,000 से ज़्यादा हो (किराएदार को HRA के लिए रसीदों पर चाहिए)।
3. किराए के लिए बैंक की जानकारी।

## दोनों के लिए

- **लिखित किराया अनुबंध**, दोनों के हस्ताक्षर के साथ: किराया, डिपॉज़िट, नोटिस की अवधि और मरम्मत कौन कराएगा। आम तौर पर 11 महीने का अनुबंध होता है।
- **किराएदार का पुलिस सत्यापन**, पास के थाने में या ऑनलाइन।
- **हर भुगतान की रसीद**: हमारा [किराया रसीद जनरेटर](/rent-receipt?lang=hi) मुफ़्त है।`,
    },
  },
  {
    en: {
      slug: 'what-a-rider-checks',
      title: 'What our rider checks on a visit',
      summary: 'The rider is your eyes at the home: what they look at, what they ask, and what their report tells you.',
      city: null,
      topic: 'RIDER_VISITS',
      body: `## Before the visit

You pick a day and a 1-hour window between 9 AM and 7 PM. We assign a rider and confirm by SMS.

## At the home

- **It is the home in the listing**: the address, the floor, the number of rooms, and that the photos match.
- **Who is showing it**: the owner, or someone the owner sent, and that the home is free to let.
- **Water and power**: taps, the water supply hours, the meter, the power backup if the listing says so.
- **The state of the home**: damp, cracks, doors and windows that close and lock, the kitchen and bathroom.
- **The street**: parking, the approach road in the rains, how far the main road is.

## After the visit

The rider writes a short report you can read on your visits page. A home our team has visited in person carries the **Verified** mark with the date of the visit.

Riders never take money from you, and never ask for a token.`,
    },
    hi: {
      slug: 'rider-kya-jaanchta-hai',
      title: 'विज़िट पर हमारा राइडर क्या जाँचता है',
      summary: 'राइडर घर पर आपकी आँखें है: वह क्या देखता है, क्या पूछता है, और उसकी रिपोर्ट आपको क्या बताती है।',
      city: null,
      topic: 'RIDER_VISITS',
      body: `## विज़िट से पहले

आप सुबह 9 से शाम 7 के बीच कोई दिन और 1 घंटे का समय चुनते हैं। हम राइडर तय करके SMS से पक्का करते हैं।

## घर पर

- **यह वही घर है जो लिस्टिंग में है**: पता, मंज़िल, कमरों की गिनती, और फ़ोटो मेल खाती हैं।
- **घर कौन दिखा रहा है**: मालिक, या मालिक का भेजा व्यक्ति, और घर किराए के लिए ख़ाली है।
- **पानी और बिजली**: नल, पानी आने का समय, मीटर, और लिस्टिंग में लिखा हो तो पावर बैकअप।
- **घर की हालत**: सीलन, दरारें, दरवाज़े और खिड़कियाँ ठीक से बंद होती हैं, रसोई और बाथरूम।
- **गली**: पार्किंग, बारिश में रास्ता, मुख्य सड़क कितनी दूर है।

## विज़िट के बाद

राइडर एक छोटी रिपोर्ट लिखता है जो आप अपनी विज़िट वाले पेज पर पढ़ सकते हैं। जिस घर को हमारी टीम ने ख़ुद जाकर देखा है, उस पर जाँच की तारीख़ के साथ **वेरिफ़ाइड** निशान होता है।

राइडर आपसे कभी पैसे नहीं लेते, और कभी टोकन नहीं माँगते।`,
    },
  },
  {
    en: {
      slug: 'reading-the-fair-rent-mark',
      title: 'How to read the fair-rent mark',
      summary: 'What "Usual rent for a 2 BHK in Kankarbagh" means, where its numbers come from, and when it is not shown.',
      city: null,
      topic: 'FAIR_RENT',
      body: `## What it says

On a listing you may see: *Usual rent for a 2 BHK semi-furnished in Kankarbagh: ₹11,000-13,500 (23 homes)*.

- **The range** is the middle half of the rents of comparable homes: a quarter of them ask less than ₹11,000, a quarter more than ₹13,500.
- **Comparable homes** are in the same city and locality, with the same number of bedrooms and the same furnishing.
- **The count** tells you how many homes the range rests on. More homes, a surer range.

## Within, below or above

The mark says whether this home's rent is within the usual range, below it, or how far above it. Above is not always wrong (a new building, a lift, parking), but ask why.

## When you see nothing

The mark is shown only where at least **5 comparable homes** exist. With fewer, any range would mislead, so we show none.

Owners see the same range while they enter a rent.`,
    },
    hi: {
      slug: 'sahi-kiraya-nishan',
      title: 'सही-किराया निशान कैसे पढ़ें',
      summary: '"कंकड़बाग़ में 2 BHK का आम किराया" का मतलब क्या है, इसके आँकड़े कहाँ से आते हैं, और यह कब नहीं दिखता।',
      city: null,
      topic: 'FAIR_RENT',
      body: `## यह क्या बताता है

किसी लिस्टिंग पर आप देख सकते हैं: *कंकड़बाग़ में 2 BHK सेमी-फ़र्निश्ड का आम किराया: ₹11,000-13,500 (23 घर)*।

- **दायरा** मिलते-जुलते घरों के किराए का बीच वाला आधा हिस्सा है: एक चौथाई घर ₹11,000 से कम माँगते हैं, एक चौथाई ₹13,500 से ज़्यादा।
- **मिलते-जुलते घर** उसी शहर और इलाक़े के, उतने ही बेडरूम और उसी तरह के फ़र्निशिंग वाले होते हैं।
- **गिनती** बताती है कि दायरा कितने घरों पर टिका है। ज़्यादा घर, ज़्यादा भरोसेमंद दायरा।

## दायरे में, कम या ज़्यादा

निशान बताता है कि इस घर का किराया आम दायरे में है, उससे कम है, या कितना ज़्यादा है। ज़्यादा होना हमेशा ग़लत नहीं (नई इमारत, लिफ़्ट, पार्किंग), पर वजह ज़रूर पूछें।

## जब कुछ न दिखे

निशान तभी दिखता है जब कम से कम **5 मिलते-जुलते घर** हों। इससे कम पर कोई भी दायरा गुमराह करेगा, इसलिए हम कुछ नहीं दिखाते।

मकान मालिक किराया भरते समय यही दायरा देखते हैं।`,
    },
  },
];

/** The demo guides' addresses (tests and the browser test open them). */
export const DEMO_GUIDE_SLUGS = GUIDES.flatMap((g) => [g.en.slug, g.hi.slug]);

/**
 * Writes the demo guides, published, each English guide with its Hindi translation. Idempotent: a guide whose slug is
 * already taken is left as it is (an admin may have edited it), so it runs on every start while seeding is on.
 */
export async function seedDemoGuides(guides: GuideRepository, adminId: string, now: Date): Promise<number> {
  let added = 0;
  for (const [i, pair] of GUIDES.entries()) {
    // Published a day apart, the first guide the newest.
    const at = new Date(now.getTime() - (i + 1) * 86_400_000);
    let english = await guides.findBySlug(pair.en.slug);
    if (!english) {
      english = Guide.create({ ...pair.en, language: 'en', status: 'PUBLISHED' }, adminId, at);
      await guides.save(english);
      added += 1;
    }
    if (!(await guides.findBySlug(pair.hi.slug))) {
      const hindi = Guide.create({ ...pair.hi, language: 'hi', status: 'PUBLISHED' }, adminId, at);
      const group = await guides.findGroup(english.groupId);
      if (!group.some((g) => g.language === 'hi')) hindi.linkTo(english, at);
      await guides.save(hindi);
      added += 1;
    }
  }
  return added;
}
