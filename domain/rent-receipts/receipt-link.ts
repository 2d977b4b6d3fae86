/**
 * The short code of a tenancy's receipt: printed on the receipt as a link and a QR code to a public page
 * (`/r/{code}`) that shows the receipt's facts, so an employer can tell it is genuine. One code per tenancy and month
 * (a month's receipt covers its confirmed rent payments), made the first time the receipt is printed and the same on
 * every reprint; random and unguessable (128 bits), as the page needs no sign-in.
 */
export class ReceiptLink {
  code!: string;
  tenancyId!: string;
  /** YYYY-MM: the month of rent the receipt is for. */
  month!: string;
  createdAt!: Date;

  static issue(input: { code: string; tenancyId: string; month: string }, now: Date): ReceiptLink {
    const link = new ReceiptLink();
    Object.assign(link, input);
    link.createdAt = now;
    return link;
  }
}

/** What a receipt code may look like (base64url, 16 to 64 characters): anything else is not looked up. */
export const RECEIPT_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
