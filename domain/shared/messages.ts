import { english } from './catalogue/index.js';

/** The spec's validation messages (section 5), word for word, plus the ones we designed (texts in catalogue/en.ts). */
export const Messages = {
  required: english('REQUIRED'),
  nameChars: english('NAME_CHARS'),
  phoneRequired: english('PHONE_REQUIRED'),
  phoneDigits: english('PHONE_DIGITS'),
  mobileFirstDigit: english('MOBILE_FIRST_DIGIT'),
  countryCode: english('INDIAN_NUMBERS_ONLY'),
  emailRequired: english('EMAIL_REQUIRED'),
  emailLength: english('EMAIL_LENGTH'),
  emailPattern: english('EMAIL_PATTERN'),
  password: english('PASSWORD_RULES'),
  passwordsDiffer: english('PASSWORDS_DIFFER'),
  otpFormat: english('OTP_FORMAT'),
  link: english('LINK'),
  number: english('NUMBER'),
  nameTooLong: english('MAX_CHARS', { max: 50 }),
  descriptionTooLong: english('MAX_CHARS', { max: 1000 }),
  wholeNumber: english('WHOLE_NUMBER'),
  date: english('DATE'),
} as const;

/** The designed messages that carry a limit. */
export const atLeastMessage = (min: number): string => english('AT_LEAST', { min });
export const atMostMessage = (max: number): string => english('AT_MOST', { max });
export const maxCharsMessage = (max: number): string => english('MAX_CHARS', { max });
/** The shorter form the visit and application forms use under a field. */
export const atMostCharsMessage = (max: number): string => english('AT_MOST_CHARS', { max });

