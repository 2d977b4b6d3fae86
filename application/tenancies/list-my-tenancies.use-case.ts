import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Page } from '../shared/list-query.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { actorOn } from './tenancy-access.js';
import { homeOf, tenancyView, type TenancyView } from './tenancy-views.js';

/** The person's tenancies, as owner or as tenant, newest first, a page at a time. */
export class ListMyTenancies {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { user: User; offset: number; limit: number }): Promise<Page<TenancyView>> {
    const page = await this.tenancies.list({ filter: { partyId: input.user.id }, sort: { field: 'createdAt', order: 'DESC' }, offset: input.offset, limit: input.limit });
    const properties = new Map((await this.properties.findByIds([...new Set(page.items.map((t) => t.propertyId))])).map((p) => [p.id, p]));
    const people = new Map((await this.users.findByIds([...new Set(page.items.flatMap((t) => [t.ownerId, t.tenantId]))])).map((u) => [u.id, u]));
    const now = this.clock.now();
    return { total: page.total, items: page.items.map((t) => tenancyView(t, actorOn(t, input.user), homeOf(properties.get(t.propertyId)), people, now)) };
  }
}
