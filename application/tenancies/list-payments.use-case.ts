import { ForbiddenError } from '../../domain/shared/domain-error.js';
import type { Payment } from '../../domain/tenancies/payment.js';
import type { User } from '../../domain/users/user.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { PaymentListFilter, PaymentRepository, PaymentSortField } from './ports/payment.repository.port.js';

/** The console's grid of payments (admins only): disputed first, then by the asked order. */
export class ListPayments {
  constructor(private readonly payments: PaymentRepository) {}

  async execute(input: { user: User; query: ListQuery<PaymentListFilter, PaymentSortField> }): Promise<Page<Payment>> {
    if (!input.user.isAdmin) throw new ForbiddenError();
    return this.payments.list(input.query);
  }
}
