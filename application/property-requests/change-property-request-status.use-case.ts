import type { PropertyRequest, PropertyRequestStatus } from '../../domain/property-requests/property-request.js';
import { checkPropertyRequestStatus } from '../../domain/property-requests/property-request-rules.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import { RequestEvent } from '../../domain/customer-service/my-request.js';
import type { RequestEventLog } from '../customer-service/ports/request-event-log.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { PropertyRequestRepository } from './ports/property-request.repository.port.js';
import { loadPropertyRequest } from './property-request-access.js';

/**
 * An admin moves a property request along (like leads); sending its current status changes nothing. The move is a
 * line of the request's history its maker reads on "My requests" (no admin named), stored with it.
 */
export class ChangePropertyRequestStatus {
  constructor(
    private readonly requests: PropertyRequestRepository,
    private readonly clock: Clock,
    private readonly events: RequestEventLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** `status` as the HTTP edge checked it (checkPropertyRequestStatus); checked again for any other caller. */
  async execute(id: string, status: PropertyRequestStatus, by: User): Promise<PropertyRequest> {
    const problem = checkPropertyRequestStatus(status);
    if (problem) throw ValidationError.field('status', problem);
    const request = await loadPropertyRequest(this.requests, id);
    if (request.status === status) return request;
    const now = this.clock.now();
    request.changeStatus(status, by.id, now);
    await this.unitOfWork.run(async () => {
      await this.requests.save(request);
      await this.events.add(RequestEvent.statusChanged({ kind: 'PROPERTY_REQUEST', id: request.id }, request.status, now));
    });
    return request;
  }
}
