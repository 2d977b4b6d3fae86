import { defineSmsTexts } from './sms-text.js';

/** A rider application reviewed by an admin: approved or rejected (two texts, so two DLT templates). */
export const RIDER_SMS = defineSmsTexts({
  RIDER_APPLICATION_APPROVED: {
    kind: 'RIDER_APPLICATION_APPROVED',
    en: '{product}: welcome aboard! You are now a rider. Sign in at the rider entry to see visits near you.',
    hi: '{product}: स्वागत है! अब आप राइडर हैं। \'राइडर लॉग इन\' से लॉग इन करके आस-पास की विज़िट देखें।',
  },
  RIDER_APPLICATION_REJECTED: {
    kind: 'RIDER_APPLICATION_REJECTED',
    en: '{product}: your rider application was not approved. Reason: {reason}',
    hi: '{product}: राइडर बनने का आपका आवेदन मंज़ूर नहीं हुआ। कारण: {reason}',
  },
});
