import type { Clock } from '../shared/ports/clock.port.js';
import type { PropertyRepository, PropertySearch, SearchPage } from './ports/property.repository.port.js';

/** The tenant's search over public listings of a city. */
export class SearchProperties {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly clock: Clock,
  ) {}

  execute(query: Omit<PropertySearch, 'now'>): Promise<SearchPage> {
    return this.properties.search({ ...query, now: this.clock.now() });
  }
}
