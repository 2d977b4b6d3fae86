import type { PropertyRequest } from '../../domain/property-requests/property-request.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { PropertyRequestRepository } from './ports/property-request.repository.port.js';

/** The property request, or 404. */
export async function loadPropertyRequest(requests: PropertyRequestRepository, id: string): Promise<PropertyRequest> {
  const request = await requests.findById(id);
  if (!request) throw new NotFoundError('REQUEST_NOT_FOUND');
  return request;
}
