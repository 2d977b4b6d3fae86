import type { Payment } from '../../domain/tenancies/payment.js';
import type { User } from '../../domain/users/user.js';
import type { ConfirmationCodes } from './confirmation-codes.js';
import { paymentFor } from './payment-access.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import type { TenancyMoves } from './tenancy-moves.js';

/**
 * The other party confirms a payment with the code sent for it: checked against the payment as it is inside the
 * unit of work (the version the code was sent for, saved over the version read), so a void in between wins.
 */
export class ConfirmPayment {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly tenancies: TenancyRepository,
    private readonly codes: ConfirmationCodes,
    private readonly moves: TenancyMoves,
  ) {}

  async execute(input: { user: User; paymentId: string; code?: string | number }): Promise<Payment> {
    const first = await paymentFor(this.payments, this.tenancies, input.paymentId, input.user);
    first.payment.expectConfirmer(first.tenancy, input.user.id, 'confirm');
    const used = await this.codes.use({ subjectType: 'PAYMENT', subjectId: input.paymentId, userId: input.user.id }, input.code);
    return this.moves.makeOnPayment(input, (payment, tenancy, now) => payment.confirm(tenancy, input.user.id, used.subjectVersion, now));
  }
}
