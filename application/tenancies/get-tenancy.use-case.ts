import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { tenancyFor } from './tenancy-access.js';
import { homeOf, tenancyView, type TenancyDetail } from './tenancy-views.js';

/**
 * A tenancy as a party (or an admin) reads it: the terms, who has confirmed them, its payments a page at a time
 * (disputed first, then newest) with what the reader may do to each, and its history.
 */
export class GetTenancy {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly payments: PaymentRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { user: User; tenancyId: string; offset: number; limit: number }): Promise<TenancyDetail> {
    const { tenancy, actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
    const property = await this.properties.findById(tenancy.propertyId);
    const people = new Map((await this.users.findByIds([tenancy.ownerId, tenancy.tenantId])).map((u) => [u.id, u]));
    const payments = await this.payments.list({ filter: { tenancyId: tenancy.id }, sort: { field: 'createdAt', order: 'DESC' }, offset: input.offset, limit: input.limit });
    const history = await this.tenancies.listEvents(tenancy.id);
    return {
      ...tenancyView(tenancy, actor, homeOf(property), people, this.clock.now()),
      payments: { total: payments.total, items: payments.items.map((payment) => ({ payment, actions: payment.allowedActions(tenancy, actor) })) },
      history,
    };
  }
}
