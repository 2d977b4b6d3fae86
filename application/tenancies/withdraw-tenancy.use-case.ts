import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { tenancyFor } from './tenancy-access.js';

/** Either party (or an admin for them) withdraws a proposal nobody has fully confirmed, with an optional reason. */
export class WithdrawTenancy {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { user: User; tenancyId: string; reason?: unknown }): Promise<Tenancy> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const { tenancy, actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
      const event = tenancy.withdraw(actor, input.reason, now);
      await this.tenancies.save(tenancy);
      await this.tenancies.addEvent(event);
      return tenancy;
    });
  }
}
