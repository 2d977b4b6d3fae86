import type { MyRequest } from '../../domain/customer-service/my-request.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { myRequestOf, type OwnedRequest, type RequestStores } from './my-requests.js';

/**
 * "My requests": every callback request, property request and listing report the signed-in person made (signed in,
 * or signed out with the number they later proved), newest first, each with its status, history and the reply promise.
 */
export class ListMyRequests {
  constructor(
    private readonly stores: RequestStores,
    private readonly clock: Clock,
  ) {}

  async execute(user: User): Promise<MyRequest[]> {
    const { leads: leadStore, propertyRequests, listingReports, events: eventLog, properties: propertyStore } = this.stores;
    const [leads, requests, reports] = await Promise.all([
      leadStore.listByUser(user.id),
      propertyRequests.listByPerson({ userId: user.id, mobileNo: null }),
      listingReports.listByReporter(user.id),
    ]);
    const owned: OwnedRequest[] = [
      ...leads.map((record) => ({ kind: 'CALLBACK' as const, record })),
      ...requests.filter((record) => record.userId === user.id).map((record) => ({ kind: 'PROPERTY_REQUEST' as const, record })),
      ...reports.map((record) => ({ kind: 'LISTING_REPORT' as const, record })),
    ];
    const ids = owned.map((r) => r.record.id);
    const propertyIds = [...new Set(owned.flatMap((r) => (r.kind !== 'PROPERTY_REQUEST' && r.record.propertyId ? [r.record.propertyId] : [])))];
    const [events, properties] = await Promise.all([eventLog.listFor(ids), propertyIds.length ? propertyStore.findByIds(propertyIds) : Promise.resolve([])]);
    const titles = new Map(properties.map((p) => [p.id, p.title]));
    const now = this.clock.now();
    return owned
      .map((request) => myRequestOf(request, events, titles, now))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  }
}
