import type { Session } from '../../domain/auth/session.js';
import type { Lead } from '../../domain/leads/lead.js';
import type { ListingReport } from '../../domain/listing-reports/listing-report.js';
import type { Property } from '../../domain/properties/property.js';
import type { PropertyImage } from '../../domain/properties/property-image.js';
import type { PropertyRequest } from '../../domain/property-requests/property-request.js';
import type { RiderApplication } from '../../domain/riders/rider-application.js';
import type { Ride } from '../../domain/rides/ride.js';
import type { SearchAlert } from '../../domain/search-alerts/search-alert.js';
import type { Payment } from '../../domain/tenancies/payment.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { SessionRepository } from '../auth/ports/session.repository.port.js';
import type { LeadRepository } from '../leads/ports/lead.repository.port.js';
import type { ListingReportRepository } from '../listing-reports/ports/listing-report.repository.port.js';
import type { PropertyImageRepository } from '../properties/ports/property-image.repository.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { WishlistRepository } from '../properties/ports/wishlist.repository.port.js';
import type { PropertyRequestRepository } from '../property-requests/ports/property-request.repository.port.js';
import type { RiderApplicationRepository } from '../riders/ports/rider-application.repository.port.js';
import type { RideRepository } from '../rides/ports/ride.repository.port.js';
import type { SearchAlertRepository } from '../search-alerts/ports/search-alert.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { PaymentRepository } from '../tenancies/ports/payment.repository.port.js';
import type { TenancyRepository } from '../tenancies/ports/tenancy.repository.port.js';

/** The part the person played in a visit. */
export type VisitRole = 'TENANT' | 'RIDER' | 'OWNER';

/** Everything held about a person (their right of access, DPDP Act 2023, s. 11), as the records themselves. */
export interface MyData {
  user: User;
  listings: Array<{ listing: Property; photos: PropertyImage[] }>;
  visits: Array<{ ride: Ride; role: VisitRole; property: Property | null }>;
  callbackRequests: Lead[];
  propertyRequests: PropertyRequest[];
  wishlist: Property[];
  searchAlerts: SearchAlert[];
  listingReports: ListingReport[];
  riderApplications: RiderApplication[];
  /** Tenancies they are a party to (proposed, confirmed, ended...), each with every payment recorded on it. */
  tenancies: Array<{ tenancy: Tenancy; payments: Payment[] }>;
  sessions: Session[];
  generatedAt: Date;
}

/**
 * The signed-in person's data, every record that names them: their account, listings (with photos), visits (as
 * tenant, rider or owner), the callback requests and requests for a home made with their number or account, their
 * wishlist, search alerts, the listing reports they filed, their rider applications, the tenancies they are a party to
 * with their payments, and their sessions. Read only;
 * the edge decides the shape (the ID number masked, no session token).
 */
export class ExportMyData {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly images: PropertyImageRepository,
    private readonly rides: RideRepository,
    private readonly leads: LeadRepository,
    private readonly propertyRequests: PropertyRequestRepository,
    private readonly listingReports: ListingReportRepository,
    private readonly riderApplications: RiderApplicationRepository,
    private readonly wishlist: WishlistRepository,
    private readonly searchAlerts: SearchAlertRepository,
    private readonly sessions: SessionRepository,
    private readonly tenancies: TenancyRepository,
    private readonly payments: PaymentRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: User): Promise<MyData> {
    const now = this.clock.now();
    const owned = await pages((offset, limit) => this.properties.list({ filter: { ownerId: actor.id, now }, sort: { field: 'createdAt', order: 'DESC' }, offset, limit }));
    const listings = await Promise.all(owned.map(async (listing) => ({ listing, photos: await this.images.listFor(listing.id) })));

    const visits = new Map<string, { ride: Ride; role: VisitRole }>();
    const collect = async (filter: { tenantId?: string; riderId?: string; propertyId?: string }, role: VisitRole) => {
      const found = await pages((offset, limit) => this.rides.list({ filter, sort: { field: 'slotStartAt', order: 'DESC' }, offset, limit }));
      for (const ride of found) if (!visits.has(ride.id)) visits.set(ride.id, { ride, role });
    };
    await collect({ tenantId: actor.id }, 'TENANT');
    await collect({ riderId: actor.id }, 'RIDER');
    for (const listing of owned) await collect({ propertyId: listing.id }, 'OWNER');
    const visitListings = new Map((await this.properties.findByIds([...new Set([...visits.values()].map((v) => v.ride.propertyId))])).map((p) => [p.id, p]));

    const wished = await pages(async (offset, limit) => {
      const page = await this.wishlist.list(actor.id, offset, limit);
      return { items: page.propertyIds, total: page.total };
    });
    const tenancies = await pages((offset, limit) => this.tenancies.list({ filter: { partyId: actor.id }, sort: { field: 'createdAt', order: 'DESC' }, offset, limit }));
    const withPayments = await Promise.all(
      tenancies.map(async (tenancy) => ({
        tenancy,
        payments: await pages((offset, limit) => this.payments.list({ filter: { tenancyId: tenancy.id }, sort: { field: 'createdAt', order: 'DESC' }, offset, limit })),
      })),
    );
    const applications = await pages((offset, limit) => this.riderApplications.list({ filter: { userId: actor.id }, sort: { field: 'createdAt', order: 'DESC' }, offset, limit }));
    return {
      user: actor,
      listings,
      visits: [...visits.values()]
        .sort((a, b) => b.ride.slotStartAt.getTime() - a.ride.slotStartAt.getTime())
        .map((v) => ({ ...v, property: visitListings.get(v.ride.propertyId) ?? null })),
      callbackRequests: actor.mobileNo ? await this.leads.listByMobile(actor.mobileNo) : [],
      propertyRequests: await this.propertyRequests.listByPerson({ userId: actor.id, mobileNo: actor.mobileNo }),
      wishlist: await this.properties.findByIds(wished),
      searchAlerts: await this.searchAlerts.listByUser(actor.id),
      listingReports: await this.listingReports.listByReporter(actor.id),
      riderApplications: applications,
      tenancies: withPayments,
      sessions: (await this.sessions.listForUser(actor.id)).filter((s) => s.kind === 'USER'),
      generatedAt: now,
    };
  }
}

/** Every item of a paged read, 100 at a time. */
export async function pages<T>(read: (offset: number, limit: number) => Promise<{ items: T[] }>): Promise<T[]> {
  const found: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await read(offset, 100);
    found.push(...page.items);
    if (page.items.length < 100) return found;
  }
}
