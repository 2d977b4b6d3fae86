import type { Property } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { PropertyListFilter, PropertyRepository, PropertySortField } from './ports/property.repository.port.js';

/** Grids: an owner sees their own listings; an admin sees the whole catalogue. */
export class ListProperties {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly clock: Clock,
  ) {}

  execute(actor: User, query: Omit<ListQuery<Omit<PropertyListFilter, 'now'>, PropertySortField>, never>, scope: 'mine' | 'all'): Promise<Page<Property>> {
    const filter = { ...query.filter, now: this.clock.now(), ...(scope === 'mine' || !actor.isAdmin ? { ownerId: actor.id } : {}) };
    return this.properties.list({ ...query, filter });
  }
}
