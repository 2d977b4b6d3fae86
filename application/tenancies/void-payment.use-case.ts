import { ForbiddenError } from '../../domain/shared/domain-error.js';
import { PaymentNotFoundError } from '../../domain/tenancies/tenancies.errors.js';
import type { Payment } from '../../domain/tenancies/payment.js';
import type { User } from '../../domain/users/user.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import { queueSms } from '../shared/outbound-messages.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import { typedWords } from '../shared/sms-texts/short-place.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { placeOf, rupees, type TenancySettings } from './tenancy-access.js';

/**
 * An admin voids a fraudulent or mistaken payment record with a reason: both parties are texted why; the void is in
 * the tenancy's history and in the audit log, all in one unit of work.
 */
export class VoidPayment {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly tenancies: TenancyRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLog,
    private readonly settings: TenancySettings,
  ) {}

  async execute(input: { user: User; paymentId: string; reason: string }): Promise<Payment> {
    if (!input.user.isAdmin) throw new ForbiddenError();
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const payment = await this.payments.findById(input.paymentId);
      const tenancy = payment ? await this.tenancies.findById(payment.tenancyId) : null;
      if (!payment || !tenancy) throw new PaymentNotFoundError();
      const from = payment.status;
      const event = payment.void(input.user.id, input.reason, now);
      await this.payments.save(payment);
      await this.tenancies.addEvent(event);
      await this.audit.record({ actorId: input.user.id, action: 'PAYMENT_VOIDED', subject: { type: 'PAYMENT', id: payment.id }, detail: { tenancyId: tenancy.id, from, amount: payment.amount, reason: payment.voidReason }, at: now });
      const property = await this.properties.findById(tenancy.propertyId);
      for (const party of await this.users.findByIds([tenancy.ownerId, tenancy.tenantId])) {
        await queueSms(this.jobs, party.mobileNo, smsNotice('PAYMENT_VOIDED', party.language, { product: this.settings.productName, place: placeOf(property), amount: rupees(payment.amount), reason: typedWords(payment.voidReason!) }));
      }
      return payment;
    });
  }
}
