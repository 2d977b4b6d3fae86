import { defineSmsTexts } from './sms-text.js';

/**
 * Reports of listings: the owner is told when reports take their listing out of search (they may answer from
 * Your Properties), and when an admin takes it down after reviewing the reports, with the admin's reason. `{title}` is the listing's title as typed, shortened to 40 characters.
 */
export const LISTING_REPORT_SMS = defineSmsTexts({
  LISTING_UNDER_REVIEW: {
    kind: 'LISTING_UNDER_REVIEW',
    en: '{product}: your listing "{title}" is hidden from search while we check reports about it. See why and answer us from Your Properties.',
    hi: '{product}: शिकायतों की जाँच तक आपकी लिस्टिंग "{title}" खोज से हटाई गई है। कारण देखें और “आपकी प्रॉपर्टी” से जवाब दें।',
  },
  LISTING_TAKEN_DOWN: {
    kind: 'LISTING_TAKEN_DOWN',
    en: '{product}: your listing "{title}" was taken down after a review of reports. Reason: {reason} Fix it and submit it again from Your Properties.',
    hi: '{product}: शिकायतों की जाँच के बाद आपकी लिस्टिंग "{title}" हटा दी गई है। कारण: {reason} इसे ठीक करके “आपकी प्रॉपर्टी” से फिर भेजें।',
  },
});
