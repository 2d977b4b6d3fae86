import { PropertyRequestStatuses, type PropertyRequest, type PropertyRequestStatus } from '../../domain/property-requests/property-request.js';
import { NotFoundError, ValidationError } from '../../domain/shared/domain-error.js';
import { Messages } from '../../domain/shared/messages.js';
import type { User } from '../../domain/users/user.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { PropertyRequestListFilter, PropertyRequestRepository, PropertyRequestSortField } from './ports/property-request.repository.port.js';

/** Admins list property requests and move them along (like leads). */
export class WorkPropertyRequests {
  constructor(
    private readonly requests: PropertyRequestRepository,
    private readonly clock: Clock,
  ) {}

  list(query: ListQuery<PropertyRequestListFilter, PropertyRequestSortField>): Promise<Page<PropertyRequest>> {
    return this.requests.list(query);
  }

  async get(id: string): Promise<PropertyRequest> {
    const request = await this.requests.findById(id);
    if (!request) throw new NotFoundError('Property request not found.');
    return request;
  }

  async changeStatus(id: string, status: unknown, by: User): Promise<PropertyRequest> {
    if (status === undefined || status === null || status === '') throw ValidationError.field('status', Messages.required);
    if (!(PropertyRequestStatuses as readonly unknown[]).includes(status)) {
      throw ValidationError.field('status', `Status must be one of ${PropertyRequestStatuses.join(', ')}.`);
    }
    const request = await this.get(id);
    if (request.status === status) return request;
    request.changeStatus(status as PropertyRequestStatus, by.id, this.clock.now());
    await this.requests.save(request);
    return request;
  }
}
