import { NotYourTenancyError } from '../../domain/tenancies/tenancies.errors.js';
import { HomeTakenError } from '../../domain/tenancies/tenancies.errors.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import { queueSms } from '../shared/outbound-messages.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { ConfirmationCodes } from './confirmation-codes.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { placeOf, tenancyFor, type TenancySettings } from './tenancy-access.js';

/**
 * A party confirms the terms with the code sent to their phone. The code names the version of the terms it was
 * sent for; inside one unit of work the tenancy is read again and the confirmation is taken only if that version is
 * still the current one (TENANCY_TERMS_CHANGED otherwise), and saved over the row version read (a change saved in
 * between makes it fail): nobody ends up confirmed on terms they did not see. The second confirmation makes it
 * confirmed: the listing leaves search as rented and both are texted.
 */
export class ConfirmTenancy {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly codes: ConfirmationCodes,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly settings: TenancySettings,
  ) {}

  async execute(input: { user: User; tenancyId: string; code?: string | number }): Promise<Tenancy> {
    const { actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
    if (actor.role === 'ADMIN') throw new NotYourTenancyError();
    const used = await this.codes.use({ subjectType: 'TENANCY', subjectId: input.tenancyId, userId: input.user.id }, input.code);
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const { tenancy } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
      const { event, becameConfirmed } = tenancy.confirm(actor.role as 'OWNER' | 'TENANT', used.subjectVersion, now);
      if (becameConfirmed) {
        const holding = await this.tenancies.findHolding(tenancy.propertyId);
        if (holding && holding.id !== tenancy.id) throw new HomeTakenError();
      }
      await this.tenancies.save(tenancy);
      await this.tenancies.addEvent(event);
      if (becameConfirmed) {
        const property = await this.properties.findById(tenancy.propertyId);
        if (property && (property.status === 'LIVE' || property.status === 'UNDER_REVIEW')) {
          property.markRented(now);
          await this.properties.save(property);
        }
        for (const party of await this.users.findByIds([tenancy.ownerId, tenancy.tenantId])) {
          await queueSms(this.jobs, party.mobileNo, smsNotice('TENANCY_CONFIRMED', party.language, { product: this.settings.productName, place: placeOf(property) }));
        }
      }
      return tenancy;
    });
  }
}
