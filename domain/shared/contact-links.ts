/** Links built from the support numbers (GET /config's, the help page's). Pure: the public site and the server share them. */
import { PHONE_LENGTH } from './formats.js';

/** wa.me wants the number with its country code and nothing else: 91 + the last 10 digits. */
export function whatsappLink(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  return digits.length >= PHONE_LENGTH ? `https://wa.me/91${digits.slice(-PHONE_LENGTH)}` : null;
}

/** A tel: link for a support number written any way (+91 assumed for 10 digits). */
export function telLink(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length === PHONE_LENGTH ? `tel:+91${digits}` : `tel:+${digits}`;
}
