import { defineSmsTexts } from './sms-text.js';

/**
 * Tenancies and their payments: the confirmation codes (sent to the confirming party's own phone; each names what
 * it confirms, so a code read aloud to a stranger gives itself away), and the notices to the other party. `{place}`
 * is the listing's locality shortened; `{rent}` and `{amount}` are whole rupees in Indian grouping with "Rs" (GSM-7
 * in English).
 */
export const TENANCY_SMS = defineSmsTexts({
  TENANCY_TERMS_CODE: {
    kind: 'TENANCY_TERMS_CODE',
    en: '{code} is your {product} code to confirm the tenancy of {place} at rent {rent}. Valid {minutes} minutes. Do not share it.',
    hi: '{code} {place} की किरायेदारी (किराया {rent}) पक्की करने का {product} कोड। {minutes} मिनट मान्य। किसी को न बताएँ।',
  },
  AGREEMENT_CODE: {
    kind: 'AGREEMENT_CODE',
    en: '{code} is your {product} code to approve the rent agreement of {place} at rent {rent}. Valid {minutes} minutes. Do not share it.',
    hi: '{code} {place} के किराया अनुबंध (किराया {rent}) को मंज़ूर करने का {product} कोड। {minutes} मिनट मान्य। किसी को न बताएँ।',
  },
  PAYMENT_CODE: {
    kind: 'PAYMENT_CODE',
    en: '{code} is your {product} code to confirm the payment of {amount} on {place}. Valid {minutes} minutes. Do not share it.',
    hi: '{code} {place} पर {amount} के भुगतान की पुष्टि का {product} कोड। {minutes} मिनट मान्य। किसी को न बताएँ।',
  },
  TENANCY_PROPOSED: {
    kind: 'TENANCY_PROPOSED',
    en: '{product}: a tenancy of {place} at rent {rent} is proposed to you. Read the terms and confirm them in Your tenancies.',
    hi: '{product}: {place} की किरायेदारी (किराया {rent}) का प्रस्ताव आया है। शर्तें पढ़कर “आपकी किरायेदारी” में पक्का करें।',
  },
  TENANCY_CHANGED: {
    kind: 'TENANCY_CHANGED',
    en: '{product}: the terms of the tenancy of {place} changed (rent {rent}). Read them and confirm again in Your tenancies.',
    hi: '{product}: {place} की किरायेदारी की शर्तें बदलीं (किराया {rent})। पढ़कर “आपकी किरायेदारी” में फिर पक्का करें।',
  },
  TENANCY_WITHDRAWN: {
    kind: 'TENANCY_WITHDRAWN',
    en: '{product}: the proposed tenancy of {place} at rent {rent} was withdrawn. Nothing is agreed: pay nothing for it.',
    hi: '{product}: {place} की किरायेदारी (किराया {rent}) का प्रस्ताव वापस लिया गया। कुछ तय नहीं: कोई भुगतान न करें।',
  },
  TENANCY_CONFIRMED: {
    kind: 'TENANCY_CONFIRMED',
    en: '{product}: the tenancy of {place} is confirmed by both of you. Record every payment there; never scan a QR code to receive money.',
    hi: '{product}: {place} की किरायेदारी आप दोनों ने पक्की की। हर भुगतान वहीं दर्ज करें; पैसे लेने को कभी QR स्कैन न करें।',
  },
  PAYMENT_RECORDED: {
    kind: 'PAYMENT_RECORDED',
    en: '{product}: a payment of {amount} on {place} was recorded. Confirm it, or say it did not happen, in Your tenancies.',
    hi: '{product}: {place} पर {amount} का भुगतान दर्ज हुआ। “आपकी किरायेदारी” में पक्का करें या बताएँ कि नहीं हुआ।',
  },
  PAYMENT_VOIDED: {
    kind: 'PAYMENT_VOIDED',
    en: '{product}: our team voided the payment of {amount} recorded on {place}. Reason: {reason}',
    hi: '{product}: हमारी टीम ने {place} पर दर्ज {amount} का भुगतान रद्द किया। कारण: {reason}',
  },
});
