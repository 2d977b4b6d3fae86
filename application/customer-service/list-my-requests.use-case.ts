import type { MyRequest } from '../../domain/customer-service/my-request.js';
import type { User } from '../../domain/users/user.js';
import type { LeadRepository } from '../leads/ports/lead.repository.port.js';
import type { ListingReportRepository } from '../listing-reports/ports/listing-report.repository.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { PropertyRequestRepository } from '../property-requests/ports/property-request.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { myRequestOf, type OwnedRequest } from './my-requests.js';
import type { RequestEventLog } from './ports/request-event-log.port.js';

/**
 * "My requests": every callback request, property request and listing report the signed-in person made (signed in,
 * or signed out with the number they later proved), newest first, each with its status, history and the reply promise.
 */
export class ListMyRequests {
  constructor(
    private readonly leads: LeadRepository,
    private readonly propertyRequests: PropertyRequestRepository,
    private readonly listingReports: ListingReportRepository,
    private readonly events: RequestEventLog,
    private readonly properties: PropertyRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: User): Promise<MyRequest[]> {
    const [leads, requests, reports] = await Promise.all([
      this.leads.listByUser(user.id),
      this.propertyRequests.listByPerson({ userId: user.id, mobileNo: null }),
      this.listingReports.listByReporter(user.id),
    ]);
    const owned: OwnedRequest[] = [
      ...leads.map((record) => ({ kind: 'CALLBACK' as const, record })),
      ...requests.filter((record) => record.userId === user.id).map((record) => ({ kind: 'PROPERTY_REQUEST' as const, record })),
      ...reports.map((record) => ({ kind: 'LISTING_REPORT' as const, record })),
    ];
    const ids = owned.map((r) => r.record.id);
    const propertyIds = [...new Set(owned.flatMap((r) => (r.kind !== 'PROPERTY_REQUEST' && r.record.propertyId ? [r.record.propertyId] : [])))];
    const [events, properties] = await Promise.all([this.events.listFor(ids), propertyIds.length ? this.properties.findByIds(propertyIds) : Promise.resolve([])]);
    const titles = new Map(properties.map((p) => [p.id, p.title]));
    const now = this.clock.now();
    return owned
      .map((request) => myRequestOf(request, events, titles, now))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  }
}
