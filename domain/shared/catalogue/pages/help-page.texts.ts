import { fillTemplate } from '../render.js';
import type { Language } from '../../language.js';

/**
 * The words of the customer service help page (/help, adapters/http/help-page/), drawn by the server: the common
 * questions and their answers (`faq.<id>.q` / `faq.<id>.a`, in the order of HELP_QUESTIONS), the support hours and
 * the ways to reach us. The Hindi object has every English key (the type says so) and the same `{placeholders}`.
 */
const en = {
  title: 'Help and customer service | {product}',
  language: 'Language',
  heading: 'Help and customer service',
  intro: 'Answers to the questions people ask us most. Still stuck? Call us or write on WhatsApp.',
  searchLabel: 'Search the answers',
  searchPlaceholder: 'e.g. token, visit, OTP',
  search: 'Search',
  clear: 'Show all answers',
  matches: '{count} answers match "{q}".',
  noMatch: 'No answer matches "{q}". Try another word, or call us.',
  questions: 'Common questions',
  contact: 'Talk to us',
  hours: 'Support hours: 9:30 AM to 6:30 PM, Monday to Friday (India time).',
  openNow: 'Open now, until {time}',
  opensToday: 'Closed now. Opens today at {time}',
  opensTomorrow: 'Closed now. Opens tomorrow at {time}',
  opensOn: 'Closed now. Opens on {day} at {time}',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  whatsappChat: 'Chat on WhatsApp',
  email: 'E-mail',
  callbackNote: 'Outside these hours, ask for a callback with the Quick Call button on any page: we reply within 24 - 48 hours.',
  guides: 'Read our guides',
  receipts: 'Free rent receipts',
  home: 'Home page',
  'day.0': 'Sunday',
  'day.1': 'Monday',
  'day.2': 'Tuesday',
  'day.3': 'Wednesday',
  'day.4': 'Thursday',
  'day.5': 'Friday',
  'day.6': 'Saturday',
  'faq.token.q': 'The owner or an agent asks for a token amount before I have seen the home. Should I pay?',
  'faq.token.a':
    'No. Never pay a token, advance or deposit before you or our rider have seen the home and met the owner. Asking for money first is the most common scam. Book a visit with our rider instead, and report the listing with "Report this listing".',
  'faq.visit.q': 'How do I visit a home with a rider?',
  'faq.visit.a':
    'Open the home and tap "Book a visit with our rider". Pick a day and a 1-hour window between 9 AM and 7 PM. We assign a rider and confirm by SMS; the rider meets you at the home.',
  'faq.callback.q': 'I asked for a callback. When will you call?',
  'faq.callback.a': 'We call back within 24 - 48 hours. Calls are made during our support hours, Monday to Friday.',
  'faq.verified.q': 'What does the Verified mark on a home mean?',
  'faq.verified.a':
    'Our team reviews every listing before it goes live. A home our team or a GharSetu rider has checked in person carries the Verified mark with the date of that check.',
  'faq.otp.q': 'I did not get the OTP.',
  'faq.otp.a':
    'Check that you typed your 10-digit mobile number (India, +91). Wait for the 30-second countdown, then tap "Resend OTP". If it still does not come, call us.',
  'faq.post.q': 'How do I post my home for rent?',
  'faq.post.a': 'Log in with your phone number and tap "Post your property". Our team reviews the listing before it goes live. Posting is free.',
  'faq.report.q': 'A listing looks fake, is already rented or the person is a broker. What do I do?',
  'faq.report.a': 'Open the listing and tap "Report this listing". You do not need to sign in. Our team checks every report.',
  'faq.documents.q': 'Which documents do I need to rent a home?',
  'faq.documents.a':
    'A tenant usually needs a photo ID (Aadhaar, voter ID or driving licence), a recent photo and proof of work or study. Keep a written rent agreement and a receipt for every payment. Our guides list them all.',
  'faq.receipts.q': 'Can I get rent receipts?',
  'faq.receipts.a': 'Yes. Our free rent receipt generator makes the receipts of any months as one PDF, in English or Hindi, with nothing stored.',
  'faq.rider.q': 'How do I become a rider?',
  'faq.rider.a':
    'Tap "Become our rider" at the foot of any page, sign in with your phone number and fill in a short form. We review applications within 2 working days and tell you by SMS.',
  'faq.data.q': 'How do I see or delete the data you keep about me?',
  'faq.data.a': 'Sign in and open "My data" from your profile: you can download a copy, correct what you typed, or erase your account.',
} as const;

export type HelpPageKey = keyof typeof en;

const hi: Record<HelpPageKey, string> = {
  title: 'मदद और ग्राहक सेवा | {product}',
  language: 'भाषा',
  heading: 'मदद और ग्राहक सेवा',
  intro: 'लोग हमसे जो सबसे ज़्यादा पूछते हैं, उनके जवाब। फिर भी उलझन हो तो हमें फ़ोन करें या WhatsApp पर लिखें।',
  searchLabel: 'जवाबों में खोजें',
  searchPlaceholder: 'जैसे टोकन, विज़िट, OTP',
  search: 'खोजें',
  clear: 'सभी जवाब दिखाएँ',
  matches: '"{q}" से {count} जवाब मिले।',
  noMatch: '"{q}" से कोई जवाब नहीं मिला। कोई दूसरा शब्द आज़माएँ, या हमें फ़ोन करें।',
  questions: 'आम सवाल',
  contact: 'हमसे बात करें',
  hours: 'सहायता का समय: सुबह 9:30 से शाम 6:30 तक, सोमवार से शुक्रवार (भारतीय समय)।',
  openNow: 'अभी खुला है, {time} तक',
  opensToday: 'अभी बंद है। आज {time} पर खुलेगा',
  opensTomorrow: 'अभी बंद है। कल {time} पर खुलेगा',
  opensOn: 'अभी बंद है। {day} को {time} पर खुलेगा',
  phone: 'फ़ोन',
  whatsapp: 'WhatsApp',
  whatsappChat: 'WhatsApp पर बात करें',
  email: 'ई-मेल',
  callbackNote: 'इस समय के बाहर, किसी भी पेज पर क्विक कॉल बटन से कॉलबैक माँगें: हम 24 - 48 घंटों में जवाब देते हैं।',
  guides: 'हमारी गाइड पढ़ें',
  receipts: 'मुफ़्त किराया रसीद',
  home: 'होम पेज',
  'day.0': 'रविवार',
  'day.1': 'सोमवार',
  'day.2': 'मंगलवार',
  'day.3': 'बुधवार',
  'day.4': 'गुरुवार',
  'day.5': 'शुक्रवार',
  'day.6': 'शनिवार',
  'faq.token.q': 'घर देखने से पहले ही मालिक या एजेंट टोकन की रक़म माँग रहा है। क्या मैं दे दूँ?',
  'faq.token.a':
    'नहीं। जब तक आपने या हमारे राइडर ने घर देख न लिया हो और मालिक से मिल न लिए हों, तब तक कोई टोकन, एडवांस या डिपॉज़िट न दें। पहले पैसे माँगना सबसे आम धोखा है। इसके बजाय हमारे राइडर के साथ विज़िट बुक करें, और "इस लिस्टिंग की शिकायत करें" से शिकायत करें।',
  'faq.visit.q': 'राइडर के साथ घर कैसे देखें?',
  'faq.visit.a':
    'घर खोलें और "हमारे राइडर के साथ घर देखने का समय लें" दबाएँ। सुबह 9 से शाम 7 के बीच कोई दिन और 1 घंटे का समय चुनें। हम राइडर तय करके SMS से पक्का करते हैं; राइडर आपसे घर पर मिलता है।',
  'faq.callback.q': 'मैंने कॉलबैक माँगा है। आप कब फ़ोन करेंगे?',
  'faq.callback.a': 'हम 24 - 48 घंटों में फ़ोन करते हैं। फ़ोन हमारे सहायता समय में, सोमवार से शुक्रवार, किए जाते हैं।',
  'faq.verified.q': 'घर पर लगे वेरिफ़ाइड निशान का क्या मतलब है?',
  'faq.verified.a': 'हमारी टीम हर लिस्टिंग को लाइव होने से पहले जाँचती है। जिस घर को हमारी टीम या घरसेतु के राइडर ने ख़ुद जाकर देखा है, उस पर जाँच की तारीख़ के साथ वेरिफ़ाइड निशान होता है।',
  'faq.otp.q': 'मुझे OTP नहीं मिला।',
  'faq.otp.a': 'देखें कि आपने अपना 10 अंकों का मोबाइल नंबर (भारत, +91) सही लिखा है। 30 सेकंड की गिनती पूरी होने दें, फिर "OTP दोबारा भेजें" दबाएँ। फिर भी न आए तो हमें फ़ोन करें।',
  'faq.post.q': 'अपना घर किराए पर कैसे डालें?',
  'faq.post.a': 'अपने फ़ोन नंबर से लॉग इन करें और "अपनी प्रॉपर्टी डालें" दबाएँ। लाइव होने से पहले हमारी टीम लिस्टिंग जाँचती है। प्रॉपर्टी डालना मुफ़्त है।',
  'faq.report.q': 'कोई लिस्टिंग नक़ली लगती है, पहले ही किराए पर जा चुकी है या सामने वाला ब्रोकर है। क्या करें?',
  'faq.report.a': 'लिस्टिंग खोलें और "इस लिस्टिंग की शिकायत करें" दबाएँ। लॉग इन की ज़रूरत नहीं। हमारी टीम हर शिकायत जाँचती है।',
  'faq.documents.q': 'घर किराए पर लेने के लिए कौन से काग़ज़ चाहिए?',
  'faq.documents.a':
    'किराएदार को आम तौर पर फ़ोटो पहचान पत्र (आधार, वोटर आईडी या ड्राइविंग लाइसेंस), एक हाल की फ़ोटो और काम या पढ़ाई का सबूत चाहिए। लिखित किराया अनुबंध और हर भुगतान की रसीद रखें। हमारी गाइड में पूरी सूची है।',
  'faq.receipts.q': 'क्या मुझे किराए की रसीदें मिल सकती हैं?',
  'faq.receipts.a': 'हाँ। हमारा मुफ़्त किराया रसीद जनरेटर किसी भी महीनों की रसीदें एक PDF में बनाता है, अंग्रेज़ी या हिन्दी में, और कुछ भी रखा नहीं जाता।',
  'faq.rider.q': 'राइडर कैसे बनें?',
  'faq.rider.a': 'किसी भी पेज के नीचे "हमारे राइडर बनें" दबाएँ, फ़ोन नंबर से लॉग इन करें और छोटा फ़ॉर्म भरें। हम 2 कामकाजी दिनों में आवेदन जाँचकर SMS से बताते हैं।',
  'faq.data.q': 'आप मेरी जो जानकारी रखते हैं, उसे कैसे देखूँ या मिटाऊँ?',
  'faq.data.a': 'लॉग इन करके अपनी प्रोफ़ाइल से "मेरी जानकारी" खोलें: आप उसकी कॉपी डाउनलोड कर सकते हैं, अपनी लिखी बातें सुधार सकते हैं, या अपना खाता मिटा सकते हैं।',
};

/** The common questions, in the order the page shows them (each has `faq.<id>.q` and `faq.<id>.a`). */
export const HELP_QUESTIONS = ['token', 'visit', 'callback', 'verified', 'otp', 'post', 'report', 'documents', 'receipts', 'rider', 'data'] as const;
export type HelpQuestion = (typeof HELP_QUESTIONS)[number];

export const HELP_PAGE_TEXTS: Record<Language, Record<HelpPageKey, string>> = { en, hi };

/** The text of `key` in `language`, `{name}` filled from `params` (a placeholder without a value throws). */
export function helpPageText(language: Language, key: HelpPageKey, params: Record<string, string> = {}): string {
  return fillTemplate(HELP_PAGE_TEXTS[language][key], params);
}
