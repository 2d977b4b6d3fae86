import type { PropertyRequest } from '../../domain/property-requests/property-request.js';
import type { PropertyRequestRepository } from './ports/property-request.repository.port.js';
import { loadPropertyRequest } from './property-request-access.js';

/** One property request, for the console's record page. */
export class GetPropertyRequest {
  constructor(private readonly requests: PropertyRequestRepository) {}

  execute(id: string): Promise<PropertyRequest> {
    return loadPropertyRequest(this.requests, id);
  }
}
