/** Links built from GET /config's numbers. Pure (no React): the prerendered home's island uses them too. */

/** wa.me wants the number with its country code and nothing else: 91 + the last 10 digits. */
export function whatsappLink(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  return digits.length >= 10 ? `https://wa.me/91${digits.slice(-10)}` : null;
}

/** A tel: link for a support number written any way (+91 assumed for 10 digits). */
export function telLink(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length === 10 ? `tel:+91${digits}` : `tel:+${digits}`;
}
