import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { tenancyFor } from './tenancy-access.js';

/**
 * Either party (or an admin) gives notice on a confirmed tenancy with the move-out date: it is under notice, and
 * from now the owner may list the home again (a relisted home goes through review; the tenant stays till the date).
 */
export class GiveTenancyNotice {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { user: User; tenancyId: string; moveOutDate?: string | null }): Promise<Tenancy> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const { tenancy, actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
      const event = tenancy.giveNotice(actor, input.moveOutDate, now);
      await this.tenancies.save(tenancy);
      await this.tenancies.addEvent(event);
      return tenancy;
    });
  }
}
