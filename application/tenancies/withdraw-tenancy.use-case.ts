import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { tenancyFor, type TenancySettings } from './tenancy-access.js';
import { tellParties, termsNotice } from './tenancy-notices.js';

/**
 * Either party (or an admin for them) withdraws a proposal nobody has fully confirmed, with an optional reason. The
 * other party is texted (both, when an admin withdrew it), queued with the withdrawal.
 */
export class WithdrawTenancy {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly settings: TenancySettings,
  ) {}

  async execute(input: { user: User; tenancyId: string; reason?: string | null }): Promise<Tenancy> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const { tenancy, actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
      const event = tenancy.withdraw(actor, input.reason, now);
      await this.tenancies.save(tenancy);
      await this.tenancies.addEvent(event);
      const property = await this.properties.findById(tenancy.propertyId);
      await tellParties({ users: this.users, jobs: this.jobs, productName: this.settings.productName }, tenancy, actor, termsNotice('TENANCY_WITHDRAWN', this.settings.productName, tenancy, property));
      return tenancy;
    });
  }
}
