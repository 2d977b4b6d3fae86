import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { tenancyFor } from './tenancy-access.js';

/**
 * The owner (or an admin for them) states that the tenant saw the home in person on a day, without our rider: a
 * statement kept on the tenancy and in its history with who made it and when. It lets a token be recorded.
 */
export class StateTenancyVisit {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { user: User; tenancyId: string; visitedOn?: string | null }): Promise<Tenancy> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const { tenancy, actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
      const event = tenancy.stateVisit(actor, input.visitedOn, now);
      await this.tenancies.save(tenancy);
      await this.tenancies.addEvent(event);
      return tenancy;
    });
  }
}
