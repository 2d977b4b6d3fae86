import type { ReceiptLink } from '../../../domain/rent-receipts/receipt-link.js';
import { port } from '../../shared/port.js';

/** The receipts' short codes: one per tenancy and month, never changed once made. */
export interface ReceiptLinkRepository {
  findByCode(code: string): Promise<ReceiptLink | null>;
  /** The codes already made for these months of a tenancy. */
  findByMonths(tenancyId: string, months: readonly string[]): Promise<ReceiptLink[]>;
  /** Stores a code for its tenancy and month, unless one was made meanwhile: returns the month's code either way. */
  add(link: ReceiptLink): Promise<ReceiptLink>;
}
export const ReceiptLinkRepository = port<ReceiptLinkRepository>('ReceiptLinkRepository');
