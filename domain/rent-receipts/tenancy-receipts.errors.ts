import { english } from '../shared/catalogue/index.js';
import { ConflictError, NotFoundError } from '../shared/domain-error.js';
import { rupees } from '../shared/rupees.js';
import { PAN_YEARLY_RENT_THRESHOLD } from './rent-receipt-rules.js';

export const TenancyReceiptMessages = {
  period: english('RECEIPTS_PERIOD'),
  none: english('RECEIPTS_NONE'),
  panNeeded: english('RECEIPTS_PAN_NEEDED', { threshold: rupees(PAN_YEARLY_RENT_THRESHOLD) }),
  notFound: english('RECEIPT_NOT_FOUND'),
} as const;

/** No confirmed rent payment in the period asked for: no receipt to print. */
export class NoReceiptsError extends NotFoundError {
  constructor() {
    super(TenancyReceiptMessages.none);
  }
}

/** The year's rent needs the landlord's PAN on the receipts and the owner has not given it yet. */
export class LandlordPanNeededError extends ConflictError {
  constructor() {
    super(TenancyReceiptMessages.panNeeded);
  }
}

/** No receipt has this code. */
export class ReceiptNotFoundError extends NotFoundError {
  constructor() {
    super(TenancyReceiptMessages.notFound);
  }
}
