/** The spec's validation messages (section 5), word for word, plus the ones we designed. */
export const Messages = {
  required: 'This field is required',
  nameChars: 'numbers and spacial chars. are not allowed',
  phoneRequired: 'Phone number is required.',
  phoneDigits: 'Phone must be 10 digits.',
  countryCode: 'Only Indian (+91) phone numbers are supported.',
  emailRequired: 'You must enter your email.',
  emailLength: 'Length of email must be less than 80 characters.',
  emailPattern: 'Please enter a valid email',
  password:
    'The password must contain At least 8 Characters, 1 Capital, 1 small, 1 numeric, and 1 special character',
  passwordsDiffer: 'Passwords do not match',
  otpFormat: 'OTP must be 6 digits.',
  link: 'Enter a valid link',
  number: 'Enter a valid number',
  nameTooLong: 'Must be at most 50 characters.',
  descriptionTooLong: 'Must be at most 1000 characters.',
  wholeNumber: 'Enter a whole number',
  date: 'Enter a date as YYYY-MM-DD.',
} as const;

/** The designed messages that carry a limit. */
export const atLeastMessage = (min: number): string => `Must be at least ${min}`;
export const atMostMessage = (max: number): string => `Must be at most ${max}`;
export const maxCharsMessage = (max: number): string => `Must be at most ${max} characters.`;
/** The shorter form the visit and application forms use under a field. */
export const atMostCharsMessage = (max: number): string => `At most ${max} characters.`;

