import { defineSmsTexts } from './sms-text.js';

/** Listings: the owner's consent code a rider asks for (sent to the owner's number). */
export const PROPERTY_SMS = defineSmsTexts({
  OWNER_CONSENT: {
    kind: 'OWNER_CONFIRMATION',
    en: '{product}: rider {riderName} is listing your home for rent. If you agree, share this code with them: {code}. Valid 10 minutes. Ignore this if you did not ask.',
    hi: '{product}: राइडर {riderName} आपका घर किराए के लिए लिस्ट कर रहे हैं। सहमत हों तो उन्हें कोड {code} बताएँ (10 मिनट तक मान्य)। आपने नहीं माँगा हो तो अनदेखा करें।',
  },
});
