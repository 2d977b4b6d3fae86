import { defineSmsTexts } from './sms-text.js';

/** Signing in. The OTP is a DLT template: the Hindi one must be registered with the operator too. */
export const AUTH_SMS = defineSmsTexts({
  OTP: {
    kind: 'OTP',
    en: '{code} is your {product} login OTP. It is valid for {minutes} minutes. Do not share it with anyone.',
    hi: '{code} आपका {product} लॉग इन OTP है। {minutes} मिनट तक मान्य। किसी को न बताएँ।',
  },
});
