import type { Payment } from '../../domain/tenancies/payment.js';
import type { TenancyActor, TenancyEvent } from '../../domain/tenancies/tenancy-event.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { paymentFor } from './payment-access.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { tenancyFor } from './tenancy-access.js';

/**
 * The moves on a tenancy and on its payments, each with its event in the tenancy's history, bound once for the use
 * cases that make them (notice, end, a visit statement, the landlord's PAN, a change of terms, a withdrawal, an
 * agreement's approval; a payment's confirmation or dispute).
 */
export class TenancyMoves {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly payments: PaymentRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * A party's (or an admin's) move on one tenancy, in one unit of work: the tenancy `user` may see is read inside it
   * (anyone else: TenancyNotFoundError), `move` makes the move at the clock's now and answers its event, and the
   * tenancy is saved over the version read with the event added to its history; `then` (texting the parties) joins
   * the same unit of work.
   */
  make(
    input: { user: User; tenancyId: string },
    move: (tenancy: Tenancy, actor: TenancyActor, now: Date) => TenancyEvent,
    then?: (tenancy: Tenancy, actor: TenancyActor) => Promise<void>,
  ): Promise<Tenancy> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const { tenancy, actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
      const event = move(tenancy, actor, now);
      await this.tenancies.save(tenancy);
      await this.tenancies.addEvent(event);
      if (then) await then(tenancy, actor);
      return tenancy;
    });
  }

  /**
   * A party's move on one of a tenancy's payments, as `make`: the payment `user` may see is read inside the unit of
   * work (anyone else: PaymentNotFoundError) with its tenancy, saved over the version read, its event in the history.
   */
  makeOnPayment(input: { user: User; paymentId: string }, move: (payment: Payment, tenancy: Tenancy, now: Date) => TenancyEvent): Promise<Payment> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const { payment, tenancy } = await paymentFor(this.payments, this.tenancies, input.paymentId, input.user);
      const event = move(payment, tenancy, now);
      await this.payments.save(payment);
      await this.tenancies.addEvent(event);
      return payment;
    });
  }
}
