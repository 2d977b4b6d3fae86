import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { tenancyFor } from './tenancy-access.js';

/**
 * The owner (or an admin for them) gives the landlord's PAN for the tenancy's rent receipts (checked with the PAN
 * rule; blank removes it). The tenant may not. Kept in the history without the number.
 */
export class SetLandlordPan {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { user: User; tenancyId: string; pan?: string | null }): Promise<Tenancy> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const { tenancy, actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
      const event = tenancy.setLandlordPan(actor, input.pan, now);
      await this.tenancies.save(tenancy);
      await this.tenancies.addEvent(event);
      return tenancy;
    });
  }
}
