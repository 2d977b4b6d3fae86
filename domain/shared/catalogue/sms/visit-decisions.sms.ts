import { defineSmsTexts } from './sms-text.js';

/**
 * The decision after a visit. The owner is told that a tenant who saw the home with our rider wants to rent it;
 * the tenant's name and number are not in it (an owner never sees a visit's people): our team calls the tenant and
 * puts the two in touch. `{place}` is the listing's title and locality as typed.
 */
export const VISIT_DECISION_SMS = defineSmsTexts({
  VISIT_INTEREST: {
    kind: 'VISIT_INTEREST',
    en: '{product}: a tenant who visited {place} with our rider wants to rent it. Our team will call you to connect.',
    hi: '{product}: राइडर के साथ {place} देखने वाले किरायेदार इसे किराए पर लेना चाहते हैं। टीम आपको कॉल करेगी।',
  },
});
