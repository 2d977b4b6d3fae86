import { parsePaymentDetails, Payment } from '../../domain/tenancies/payment.js';
import type { PaymentKind, PaymentMode } from '../../domain/tenancies/tenancy-rules.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { RideRepository } from '../rides/ports/ride.repository.port.js';
import { queueSms } from '../shared/outbound-messages.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { placeOf, rupees, tenancyFor, type TenancySettings } from './tenancy-access.js';

export interface RecordPaymentInput {
  user: User;
  tenancyId: string;
  kind?: PaymentKind | null;
  amount?: number | null;
  mode?: PaymentMode | null;
  reference?: string | null;
  paidOn?: string | null;
  forMonth?: string | null;
}

/**
 * A party records a payment between the two (the token shield): pending until the other party confirms it with a
 * code, or disputes it. A token only once the tenant has seen the home: a completed rider visit of this tenant to
 * this home, or the owner's statement of a visit in person; rent only on a confirmed tenancy. The other party is
 * texted to confirm or dispute it.
 */
export class RecordPayment {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly payments: PaymentRepository,
    private readonly rides: RideRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly settings: TenancySettings,
  ) {}

  async execute(input: RecordPaymentInput): Promise<Payment> {
    const now = this.clock.now();
    const details = parsePaymentDetails(input, now);
    return this.unitOfWork.run(async () => {
      const { tenancy, actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
      const tenantVisited = details.kind === 'TOKEN' && (tenancy.visitedOn !== null || (await this.riderVisitDone(tenancy.tenantId, tenancy.propertyId)));
      const { payment, event } = Payment.record({ tenancy, actor, details, tenantVisited }, now);
      await this.payments.save(payment);
      await this.tenancies.addEvent(event);
      const other = await this.users.findById(tenancy.idOf(payment.confirmingParty));
      const property = await this.properties.findById(tenancy.propertyId);
      if (other) await queueSms(this.jobs, other.mobileNo, smsNotice('PAYMENT_RECORDED', other.language, { product: this.settings.productName, place: placeOf(property), amount: rupees(payment.amount) }));
      return payment;
    });
  }

  /** A completed rider visit of this tenant to this home. */
  private async riderVisitDone(tenantId: string, propertyId: string): Promise<boolean> {
    const done = await this.rides.list({ filter: { tenantId, propertyId, statuses: ['COMPLETED'] }, sort: { field: 'slotStartAt', order: 'DESC' }, offset: 0, limit: 1 });
    return done.total > 0;
  }
}
