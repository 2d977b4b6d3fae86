import type { PropertyRequest } from '../../domain/property-requests/property-request.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { PropertyRequestListFilter, PropertyRequestRepository, PropertyRequestSortField } from './ports/property-request.repository.port.js';

/** The console's Property requests grid (server-side paging, search, filters). */
export class ListPropertyRequests {
  constructor(private readonly requests: PropertyRequestRepository) {}

  execute(query: ListQuery<PropertyRequestListFilter, PropertyRequestSortField>): Promise<Page<PropertyRequest>> {
    return this.requests.list(query);
  }
}
