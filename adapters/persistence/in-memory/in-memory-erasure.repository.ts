import type { ErasureRepository } from '../../../application/privacy/ports/erasure.repository.port.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import type { Erasure } from '../../../domain/privacy/erasure.js';
import { reportPhotoKeys, type Ride } from '../../../domain/rides/ride.js';
import type { InMemoryListingReportRepository } from './in-memory-listing-report.repository.js';
import { copyOf, listInMemory } from './in-memory-list.js';
import type { InMemoryPropertyRepository } from './in-memory-property.repository.js';
import type { InMemoryReceiptLinkRepository } from './in-memory-receipt-link.repository.js';
import type { InMemoryRideRepository } from './in-memory-ride.repository.js';
import type { InMemoryPaymentRepository, InMemoryTenancyRepository } from './in-memory-tenancy.repository.js';
import type { InMemoryUserRepository } from './in-memory-user.repository.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

/** The stores holding what erasures keep (the purge deletes from them). */
export interface KeptStores {
  rides: InMemoryRideRepository;
  properties: InMemoryPropertyRepository;
  listingReports: InMemoryListingReportRepository;
  users: InMemoryUserRepository;
  tenancies: InMemoryTenancyRepository;
  payments: InMemoryPaymentRepository;
  receiptLinks: InMemoryReceiptLinkRepository;
}

/** Erasure records in process memory; the purge deletes the kept visits and listings from the stores it is given. */
export class InMemoryErasureRepository implements ErasureRepository, InMemoryStore {
  private readonly rows = new Map<string, Erasure>();

  constructor(private readonly kept: () => KeptStores) {}

  async add(erasure: Erasure) {
    this.rows.set(erasure.id, copyOf(erasure));
  }

  async list(query: ListQuery<Record<string, never>, 'createdAt'>): Promise<Page<Erasure>> {
    const page = listInMemory([...this.rows.values()], query, () => true, (e) => `${e.requestedBy} ${e.reason ?? ''}`);
    return { items: page.items.map(copyOf), total: page.total };
  }

  async purgeKept(now: Date, recordsBefore: Date, tenanciesBefore: Date) {
    const { rides, properties, listingReports, users, tenancies, payments, receiptLinks } = this.kept();
    const let_ = new Set<string>();
    tenancies.deleteWhere((t) => {
      let_.add(t.propertyId);
      return false;
    });
    let visits = 0;
    let listings = 0;
    const files: string[] = [];
    const gone = (doomed: (ride: Ride) => boolean) => (ride: Ride) => {
      if (!doomed(ride)) return false;
      files.push(...reportPhotoKeys(ride.report));
      return true;
    };
    for (const erasure of this.rows.values()) {
      if (!erasure.keptUntil || erasure.keptUntil > now) continue;
      const person = erasure.subjectId;
      const owned = new Set<string>();
      properties.deleteWhere((p) => {
        if (p.ownerId === person) owned.add(p.id);
        return false;
      });
      visits += rides.deleteWhere(gone((r) => r.tenantId === person || r.riderId === person || owned.has(r.propertyId)));
      // A listing a tenancy refers to stays while the tenancy does (its address is the tenancy's).
      listingReports.deleteWhere((r) => owned.has(r.propertyId) && !let_.has(r.propertyId));
      listings += properties.deleteWhere((p) => owned.has(p.id) && !let_.has(p.id));
      erasure.keptUntil = null;
    }
    const erased = users.idsWhere((u) => u.erasedAt !== null && u.erasedAt <= tenanciesBefore);
    const goneTenancies = tenancies.deleteWhere((t) => erased.has(t.ownerId) || erased.has(t.tenantId));
    payments.deleteWhere((p) => goneTenancies.has(p.tenancyId));
    receiptLinks.deleteWhere((l) => goneTenancies.has(l.tenancyId));
    const stillLet = new Set<string>();
    tenancies.deleteWhere((t) => {
      stillLet.add(t.propertyId);
      return false;
    });
    const homes = new Set<string>();
    properties.deleteWhere((p) => {
      if (erased.has(p.ownerId) && !stillLet.has(p.id)) homes.add(p.id);
      return false;
    });
    rides.deleteWhere(gone((r) => homes.has(r.propertyId)));
    listingReports.deleteWhere((r) => homes.has(r.propertyId));
    listings += properties.deleteWhere((p) => homes.has(p.id));
    let records = 0;
    for (const [id, erasure] of this.rows) {
      if (erasure.createdAt >= recordsBefore) continue;
      this.rows.delete(id);
      records += 1;
    }
    return { visits, listings, tenancies: goneTenancies.size, records, files };
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
