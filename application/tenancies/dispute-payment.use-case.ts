import type { Payment } from '../../domain/tenancies/payment.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { paymentFor } from './payment-access.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';

/** The other party says a pending payment did not happen (or not like this): it goes to the top of the console's queue. */
export class DisputePayment {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly tenancies: TenancyRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { user: User; paymentId: string; note?: string | null }): Promise<Payment> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const { payment, tenancy } = await paymentFor(this.payments, this.tenancies, input.paymentId, input.user);
      const event = payment.dispute(tenancy, input.user.id, input.note, now);
      await this.payments.save(payment);
      await this.tenancies.addEvent(event);
      return payment;
    });
  }
}
