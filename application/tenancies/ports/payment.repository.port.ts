import type { Payment } from '../../../domain/tenancies/payment.js';
import type { PaymentKind, PaymentStatus } from '../../../domain/tenancies/tenancy-rules.js';
import type { ListQuery, Page } from '../../shared/list-query.js';
import { port } from '../../shared/port.js';

export interface PaymentListFilter {
  tenancyId?: string;
  status?: PaymentStatus;
  kind?: PaymentKind;
  /** Paid on or after / on or before these dates (YYYY-MM-DD). */
  from?: string;
  to?: string;
}
export type PaymentSortField = 'createdAt' | 'paidOn' | 'amount' | 'status';

/**
 * Payments recorded on tenancies. `save` is versioned like a tenancy's. `list` puts disputed payments first, then
 * orders by the asked field (the console's queue: what needs a person's eyes on top).
 */
export interface PaymentRepository {
  findById(id: string): Promise<Payment | null>;
  save(payment: Payment): Promise<void>;
  list(query: ListQuery<PaymentListFilter, PaymentSortField>): Promise<Page<Payment>>;
}
export const PaymentRepository = port<PaymentRepository>('PaymentRepository');
