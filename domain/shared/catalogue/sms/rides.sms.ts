import { defineSmsTexts } from './sms-text.js';

/**
 * Visits (rides). `{when}` is the day in the recipient's language and the 1-hour window as people here say it
 * ("Tue, 24 Nov, 10-11 AM" / "मंगल, 24 नव॰, 10-11 AM", slotWindowText); `{place}` the listing's title and locality as typed.
 */
export const RIDE_SMS = defineSmsTexts({
  RIDE_ASSIGNED: {
    kind: 'RIDE_ASSIGNED',
    en: '{product}: new visit for you on {when} at {place}. Open Upcoming Rides to confirm.',
    hi: '{product}: नई विज़िट मिली: {when}, {place}। \'आने वाली विज़िट\' में पुष्टि करें।',
  },
  RIDE_CONFIRMED: {
    kind: 'RIDE_CONFIRMED',
    en: '{product}: your visit of {place} on {when} is confirmed. Rider {riderName} ({riderPhone}) will meet you there. Never pay before you see the home; never scan a QR code to receive money.',
    hi: '{product}: {place} देखने की आपकी विज़िट {when} को पक्की है। राइडर {riderName} ({riderPhone}) वहीं मिलेंगे। घर देखे बिना कुछ न दें; पैसे लेने को QR स्कैन न करें।',
  },
  RIDE_EXPIRED: {
    kind: 'RIDE_EXPIRED',
    en: '{product}: sorry, we could not arrange a rider for your visit of {place} on {when}. Book another time: {link}',
    hi: '{product}: माफ़ कीजिए, {when} को {place} की विज़िट के लिए राइडर तय नहीं हो पाया। दूसरा समय चुनें: {link}',
  },
  RIDE_CANCELLED: {
    kind: 'RIDE_CANCELLED',
    en: '{product}: the visit of {place} on {when} is cancelled. Reason: {reason}',
    hi: '{product}: {when} को {place} की विज़िट रद्द हो गई है। कारण: {reason}',
  },
});
