import { RECEIPT_CODE_PATTERN } from '../../domain/rent-receipts/receipt-link.js';
import { ReceiptNotFoundError } from '../../domain/rent-receipts/tenancy-receipts.errors.js';
import { maskPan } from '../../domain/shared/pan.js';
import type { PaymentMode, PaymentStatus, TenancyStatus } from '../../domain/tenancies/tenancy-rules.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { PaymentRepository } from '../tenancies/ports/payment.repository.port.js';
import type { TenancyRepository } from '../tenancies/ports/tenancy.repository.port.js';
import { nameOf } from '../tenancies/tenancy-views.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { fullAddress } from '../rent-agreements/agreement-of.js';
import type { ReceiptLinkRepository } from './ports/receipt-link.repository.port.js';
import { confirmedRentMonths, rentPaymentsOf } from './tenancy-receipt-months.js';

/** What the public verification page of a receipt says: its facts as they stand now; no phone number, the PAN masked. */
export interface ReceiptVerificationView {
  tenantName: string;
  landlordName: string;
  /** Only the last four characters (maskPan), when the landlord gave one. */
  landlordPanMasked: string | null;
  address: string;
  month: string;
  /** The month's confirmed rent (0 when every payment was since voided). */
  amount: number;
  mode: PaymentMode | null;
  paidOn: string | null;
  /** The month's rent payments as recorded: each with whether the other party confirmed it. */
  payments: Array<{ amount: number; mode: PaymentMode; paidOn: string; status: PaymentStatus }>;
  /** True when the month has confirmed rent and every payment of it not voided was confirmed by the other party. */
  confirmedByBoth: boolean;
  tenancyStatus: TenancyStatus;
}

/**
 * The facts of a tenancy's receipt by its short code, for anyone holding it (an employer checking a receipt): who paid
 * whom, for which home and month, how much and how, and whether both parties confirmed the payment. An unknown (or
 * malformed) code is not found.
 */
export class ViewReceiptVerification {
  constructor(
    private readonly links: ReceiptLinkRepository,
    private readonly tenancies: TenancyRepository,
    private readonly payments: PaymentRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
  ) {}

  async execute(code: string): Promise<ReceiptVerificationView> {
    const link = RECEIPT_CODE_PATTERN.test(code) ? await this.links.findByCode(code) : null;
    const tenancy = link ? await this.tenancies.findById(link.tenancyId) : null;
    if (!link || !tenancy) throw new ReceiptNotFoundError();
    const rent = (await rentPaymentsOf(this.payments, tenancy.id)).filter((p) => p.forMonth === link.month);
    const confirmed = confirmedRentMonths(rent, [link.month])[0] ?? null;
    const property = await this.properties.findById(tenancy.propertyId);
    const people = new Map((await this.users.findByIds([tenancy.ownerId, tenancy.tenantId])).map((u) => [u.id, u]));
    const standing = rent.filter((p) => p.status !== 'VOIDED');
    return {
      tenantName: nameOf(people.get(tenancy.tenantId)),
      landlordName: nameOf(people.get(tenancy.ownerId)),
      landlordPanMasked: tenancy.landlordPan ? maskPan(tenancy.landlordPan) : null,
      address: fullAddress(property),
      month: link.month,
      amount: confirmed?.amount ?? 0,
      mode: confirmed?.mode ?? null,
      paidOn: confirmed?.paidOn ?? null,
      payments: rent.map((p) => ({ amount: p.amount, mode: p.mode, paidOn: p.paidOn, status: p.status })),
      confirmedByBoth: confirmed !== null && tenancy.status !== 'VOIDED' && standing.every((p) => p.status === 'CONFIRMED'),
      tenancyStatus: tenancy.status,
    };
  }
}
