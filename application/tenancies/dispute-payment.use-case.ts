import type { Payment } from '../../domain/tenancies/payment.js';
import type { User } from '../../domain/users/user.js';
import type { TenancyMoves } from './tenancy-moves.js';

/** The other party says a pending payment did not happen (or not like this): it goes to the top of the console's queue. */
export class DisputePayment {
  constructor(private readonly moves: TenancyMoves) {}

  execute(input: { user: User; paymentId: string; note?: string | null }): Promise<Payment> {
    return this.moves.makeOnPayment(input, (payment, tenancy, now) => payment.dispute(tenancy, input.user.id, input.note, now));
  }
}
