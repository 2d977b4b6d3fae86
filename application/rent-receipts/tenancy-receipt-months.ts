import type { PaymentMode } from '../../domain/rent-receipts/rent-receipt-rules.js';
import type { Payment } from '../../domain/tenancies/payment.js';
import type { YearMonth } from '../../domain/shared/year-month.js';
import type { PaymentRepository } from '../tenancies/ports/payment.repository.port.js';

/** A month of a tenancy's rent as its receipt prints it: the month's confirmed rent payments, added up. */
export interface RentMonth {
  month: YearMonth;
  amount: number;
  /** The mode of the month's payments; of the largest one when they differ. */
  mode: PaymentMode;
  /** The last day a payment of the month was made. */
  paidOn: string;
  /** The payments' references, when given. */
  reference: string | null;
  payments: Payment[];
}

/** Every rent payment of a tenancy (a tenancy has a few dozen at most). */
export async function rentPaymentsOf(payments: PaymentRepository, tenancyId: string): Promise<Payment[]> {
  const page = await payments.list({ filter: { tenancyId, kind: 'RENT' }, sort: { field: 'paidOn', order: 'ASC' }, offset: 0, limit: 1000 });
  return page.items;
}

/**
 * The months of `months` that have confirmed rent, each with its confirmed payments added up (a rent paid in two
 * parts is one receipt). Pending, disputed and voided payments make no receipt.
 */
export function confirmedRentMonths(rent: readonly Payment[], months: readonly YearMonth[]): RentMonth[] {
  const result: RentMonth[] = [];
  for (const month of months) {
    const paid = rent.filter((p) => p.status === 'CONFIRMED' && p.forMonth === month);
    if (paid.length === 0) continue;
    const largest = [...paid].sort((a, b) => b.amount - a.amount)[0]!;
    const references = paid.map((p) => p.reference).filter((r): r is string => Boolean(r));
    result.push({
      month,
      amount: paid.reduce((sum, p) => sum + p.amount, 0),
      mode: largest.mode,
      paidOn: paid.map((p) => p.paidOn).sort().at(-1)!,
      reference: references.length ? references.join(', ').slice(0, 120) : null,
      payments: paid,
    });
  }
  return result;
}
