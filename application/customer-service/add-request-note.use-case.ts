import { parseRequestNote, RequestEvent, RequestNoteRules, type MyRequest } from '../../domain/customer-service/my-request.js';
import { ConflictError, coded } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { LeadRepository } from '../leads/ports/lead.repository.port.js';
import type { ListingReportRepository } from '../listing-reports/ports/listing-report.repository.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { PropertyRequestRepository } from '../property-requests/ports/property-request.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { isOpen, loadOwnRequest, myRequestOf } from './my-requests.js';
import type { RequestEventLog } from './ports/request-event-log.port.js';

/**
 * The person adds a note to one of their open requests (a better time to call, a change of budget): 1-500
 * characters, at most 10 on one request. Someone else's request is a 404; a closed one a 409.
 */
export class AddRequestNote {
  constructor(
    private readonly leads: LeadRepository,
    private readonly propertyRequests: PropertyRequestRepository,
    private readonly listingReports: ListingReportRepository,
    private readonly events: RequestEventLog,
    private readonly properties: PropertyRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { user: User; id: string; note: string }): Promise<MyRequest> {
    const note = parseRequestNote(input.note);
    const request = await loadOwnRequest({ leads: this.leads, propertyRequests: this.propertyRequests, listingReports: this.listingReports }, input.user.id, input.id);
    if (!isOpen(request)) throw new ConflictError('MY_REQUEST_CLOSED');
    const earlier = await this.events.listFor([request.record.id]);
    if (earlier.filter((e) => e.kind === 'NOTE').length >= RequestNoteRules.perRequest) {
      throw new ConflictError(coded('MY_REQUEST_TOO_MANY_NOTES', { max: RequestNoteRules.perRequest }));
    }
    const now = this.clock.now();
    const event = RequestEvent.noted({ kind: request.kind, id: request.record.id }, note, now);
    await this.events.add(event);
    const propertyId = request.kind === 'PROPERTY_REQUEST' ? null : request.record.propertyId;
    const titles = new Map(propertyId ? (await this.properties.findByIds([propertyId])).map((p) => [p.id, p.title] as const) : []);
    return myRequestOf(request, [...earlier, event], titles, now);
  }
}
