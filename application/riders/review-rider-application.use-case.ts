import type { RiderApplication } from '../../domain/riders/rider-application.js';
import { ForbiddenError, NotFoundError } from '../../domain/shared/domain-error.js';
import { DEFAULT_LANGUAGE } from '../../domain/shared/language.js';
import type { User } from '../../domain/users/user.js';
import { queueSms } from '../shared/outbound-messages.js';
import type { RideSettings } from '../rides/ride-access.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RiderApplicationRepository } from './ports/rider-application.repository.port.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';

/**
 * An admin approves an application (the person becomes a rider of the application's city: RIDER as primary
 * role for a plain tenant, as secondary for an owner or admin) or rejects it with a reason the person reads.
 * The applicant is told by SMS either way, in their language. The decision is in the audit log, with the reason.
 */
export class ReviewRiderApplication {
  constructor(
    private readonly applications: RiderApplicationRepository,
    private readonly users: UserRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly settings: RideSettings,
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLog,
  ) {}

  async execute(input: { actor: User; applicationId: string; decision: 'approve' | 'reject'; reason: string | null }): Promise<RiderApplication> {
    if (!input.actor.isAdmin) throw new ForbiddenError();
    const application = await this.applications.findById(input.applicationId);
    if (!application) throw new NotFoundError('APPLICATION_NOT_FOUND');
    const now = this.clock.now();
    const person = await this.users.findById(application.userId);
    if (input.decision === 'reject') {
      application.reject(input.actor.id, input.reason, now);
      const notice = smsNotice('RIDER_APPLICATION_REJECTED', person?.language ?? DEFAULT_LANGUAGE, {
        product: this.settings.productName,
        reason: application.reviewReason ?? '',
      });
      // The decision and its text together: the text is queued only with the stored decision.
      await this.unitOfWork.run(async () => {
        await this.applications.save(application);
        await queueSms(this.jobs, application.mobileNo, notice);
        await this.record(input.actor, application, 'RIDER_APPLICATION_REJECTED', now);
      });
      return application;
    }
    if (!person) throw new NotFoundError('USER_NOT_FOUND');
    application.approve(input.actor.id, input.reason, now);
    person.becomeRider(application.city, now);
    // The approval, the new role and the queued SMS are stored together or not at all; the SMS goes out after.
    const notice = smsNotice('RIDER_APPLICATION_APPROVED', person.language, { product: this.settings.productName });
    await this.unitOfWork.run(async () => {
      await this.applications.save(application);
      await this.users.save(person);
      await queueSms(this.jobs, application.mobileNo, notice);
      await this.record(input.actor, application, 'RIDER_APPLICATION_APPROVED', now);
    });
    return application;
  }

  private record(actor: User, application: RiderApplication, action: 'RIDER_APPLICATION_APPROVED' | 'RIDER_APPLICATION_REJECTED', at: Date): Promise<void> {
    return this.audit.record({
      actorId: actor.id,
      action,
      subject: { type: 'RIDER_APPLICATION', id: application.id },
      detail: { userId: application.userId, city: application.city, reason: application.reviewReason },
      at,
    });
  }
}
